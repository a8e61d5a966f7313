import LearnLanguage
import LearnLessons
import LearnRunner
import LearnTestSupport
import LearnTrace
import Testing

@testable import LearnCommands

/// The step menu speaks the lanes' language: threads as the log names them, gates by the
/// line of the code the lesson shows.
@Suite struct TerminalScheduleConsoleTests {
    /// The race's `Gate.pass("read count")`, where its `#fileID` and `#line` put it.
    static let readCount = GateArrival(
        label: "read count", value: nil, kind: .fine, file: "LearnDemos/DataSourceRaceDemo+ViewModel.swift", line: 24)

    @Test func gateIsTheLineOfTheLessonsCode() throws {
        let place = try #require(SourceRegions.place(fileID: "LearnDemos/DataSourceRaceDemo+ViewModel.swift", line: 24))
        #expect(place.region == "race/append-row")
        #expect(place.line == 3)
        #expect(place.code.hasPrefix(#"Gate.pass("read count")"#))
        let region = try #require(SourceRegions.shipped.region("race/append-row"))
        let shown = region.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(shown[place.line - 1].drop { $0 == " " }.hasPrefix(#"Gate.pass("read count")"#))
        #expect(SourceRegions.place(fileID: "LearnDemos/DataSourceRaceDemo+ViewModel.swift", line: 2) == nil)
        #expect(SourceRegions.place(fileID: "LearnDemos/NoSuchFile.swift", line: 24) == nil)
    }

    @Test func menuNamesThreadsAsTheLogAndPlacesGatesInTheLesson() {
        let decision = ScheduleDecision(
            step: 0,
            threads: [
                ThreadStand(number: 1, tid: 10, isMain: true, state: .blocked, gate: nil, name: "main"),
                ThreadStand(number: 2, tid: 11, isMain: false, state: .atGate, gate: Self.readCount, name: "T1"),
                ThreadStand(number: 3, tid: 12, isMain: false, state: .atGate, gate: Self.readCount, name: "T2"),
                ThreadStand(number: 4, tid: 13, isMain: false, state: .atGate, gate: Self.readCount),
            ])
        let text = TerminalScheduleConsole.render(decision)
        #expect(text.contains("2  T1         at `read count`  (line 3 of the lesson's code race/append-row)"))
        #expect(text.contains("3  T2 "))
        #expect(text.contains("4  new thread "))
        #expect(text.contains("·  main "))
        #expect(!text.contains("thread 2"))
        #expect(!text.contains(".swift"))
    }

    /// A gate outside every region (a traced event, or learn's own code) names no file.
    @Test func gateOutsideTheLessonsCodeNamesNoFile() {
        let gate = GateArrival(label: "update", value: nil, kind: .begin, file: "LearnTrace/Tracer.swift", line: 40)
        let text = TerminalScheduleConsole.render(
            ScheduleDecision(step: 2, threads: [ThreadStand(number: 2, tid: 11, isMain: false, state: .atGate, gate: gate, name: "T1")]))
        #expect(text.contains("2  T1         at `begin update`\n"))
    }

    /// A played program's thread at the gate of a lock another thread holds is shown, not
    /// offered: let go, it would only block until that thread unlocks.
    @Test func aThreadLockedOutIsShownAndNotOffered() {
        let lock = GateArrival(label: "locks lock", value: nil, kind: .fine, file: "main.swift", line: 9)
        let decision = ScheduleDecision(
            step: 8,
            threads: [
                ThreadStand(number: 2, tid: 11, isMain: false, state: .atGate, gate: Self.readCount, name: "T1"),
                ThreadStand(number: 3, tid: 12, isMain: false, state: .lockedOut, gate: lock, name: "T2"),
            ])
        #expect(decision.choices == [2])
        let text = TerminalScheduleConsole.render(decision)
        #expect(text.contains("·  T2 ") && text.contains("at `locks lock`, but another thread holds that lock"), "\(text)")
        #expect(!text.contains("3  T2"))
        let korean = TerminalScheduleConsole.render(decision, options: RenderOptions(width: 100, language: .ko))
        #expect(korean.contains("다른 스레드가 그 lock을 쥐고 있음"), "\(korean)")
    }

    static let decision = ScheduleDecision(
        step: 2,
        threads: [
            ThreadStand(
                number: 1, tid: 10, isMain: true, state: .blocked, gate: nil, waitingIn: "futex",
                name: "main"),
            ThreadStand(
                number: 2, tid: 11, isMain: false, state: .atGate,
                gate: GateArrival(
                    label: "write count", value: 1, kind: .fine, file: "LearnDemos/DataSourceRaceDemo+ViewModel.swift", line: 27),
                name: "T1"),
            ThreadStand(number: 3, tid: 12, isMain: false, state: .atGate, gate: Self.readCount, name: "T2"),
            ThreadStand(number: 4, tid: 13, isMain: false, state: .atGate, gate: Self.readCount),
        ])

    /// English keeps its words: the question, the rows, the prompt, wrapped at the terminal's
    /// width like every language's (a terminal that wraps a line itself cuts a word).
    @Test func englishScreenIsAsItWas() {
        let text = TerminalScheduleConsole.render(Self.decision)
        #expect(
            text.hasPrefix("  ⏸ gate 3: who goes next?\n    ·  main       blocked or done in a lock, semaphore or queue wait (futex)\n"))
        #expect(text.split(separator: "\n").allSatisfy { TerminalLines.columns(String($0)) <= 80 }, "\(text)")
        #expect(
            text.replacingOccurrences(of: "\n   ", with: "").replacingOccurrences(of: "  ", with: " ").contains(
                "2/3/4 lets that thread pass its gate · Enter: the first · a: auto (learn finishes the run) · Ctrl-C: stop"))
        #expect(text.contains("    4  new thread at `read count`  (line 3 of the lesson's code race/append-row)\n"))
    }

    /// In Korean every line of the screen fits the terminal in display columns, wrapped under its
    /// own start, and no English is left (the gates' labels and the region's name stay as written).
    @Test("the step screen in Korean fits 60, 80 and 100 columns and says no English", arguments: [60, 80, 100])
    func koreanScreenFits(_ width: Int) {
        let options = RenderOptions(width: width, language: .ko)
        let text = TerminalScheduleConsole.render(Self.decision, options: options)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.allSatisfy { TerminalLines.columns($0) <= width }, "\(text)")
        #expect(lines[0] == "  ⏸ gate 3: 다음에는 어느 스레드가 갈까요?")
        #expect(text.contains("새 스레드") && text.contains("`read count`에서 멈춤") && text.contains("막혔거나 끝남"))
        #expect(text.hasSuffix("Ctrl-C: 중지 > "))
        let english = KoreanWords.english(in: text, keeping: ["read", "count", "write", "lock", "futex", "race", "append", "row"])
        #expect(english.isEmpty, "\(english)\n\(text)")
        let choose = TerminalScheduleConsole.fitted(options.words(.gateChoose, "2, 3, 4"), options)
        #expect(choose == "  2, 3, 4 중 하나, 또는 a(자동) > ")
    }

    /// A played file's gates, sent by its process as facts, said in each language on the step screen.
    @Test func playedGatesInEachLanguage() {
        let facts: [GateFact] = [
            .read("count"), .write("count"), .enqueue(kind: "async", queue: "com.apple.root.default-qos"),
            .start(kind: "group", queue: nil), .sync(kind: "barrier sync", queue: "q"), .wait(object: "semaphore", number: 1),
            .lock("lock"), .join, .print("done"), .mark("x"), .call("items", method: "add"), .job(task: 3),
        ]
        #expect(
            facts.map { $0.words(Catalogue(.ko)) } == [
                "count 읽기", "count 쓰기", "`global(default)`에 async 블록을 넣음", "자기 스레드에서 group 블록 시작",
                "`q`에 barrier sync 호출", "semaphore 1 대기", "lock 잠금", "스레드 join", "\"done\" 출력", #"trace.mark("x")"#,
                "items.add 호출", "task 3의 작업 시작",
            ])
        #expect(
            facts.map { $0.words(Catalogue(.en)) } == [
                "reads count", "writes count", "queues an async block on `global(default)`",
                "starts a group block on `its thread`",
                "calls barrier sync on `q`", "waits on semaphore 1", "locks lock", "joins a thread", "prints \"done\"", #"trace.mark("x")"#,
                "calls items.add", "starts a job of task 3",
            ])
        // a thread at an access gate: what its variable holds, and what its last write left
        var arrival = GateArrival(label: GateFact.read("count").wire, value: nil, kind: .fine, file: "", line: 0)
        arrival.sites = [1]
        arrival.held = 6
        arrival.wrote = .init(variable: "count", value: 2)
        #expect(arrival.words(Catalogue(.en)) == "reads count (now 6) · wrote count ← 2")
        #expect(arrival.words(Catalogue(.ko)) == "count 읽기 (지금 6) · count ← 2 씀")
        // every fact goes over the wire and comes back the same; an unknown one is shown as it is
        for fact in facts + [
            .value("x", -3), .timeout(object: "group", number: 2), .signal(semaphore: 4), .sleepAgain, .atomic, .job(task: nil),
        ] {
            #expect(GateFact(wire: fact.wire) == fact)
        }
        #expect(GateFact(wire: "teleport\u{1F}x") == .unknown("teleport\u{1F}x"))
        // a Thread's body starts on no queue: it is said so, not as a block on `its thread`
        #expect(GateFact.start(kind: "thread", queue: nil).words(Catalogue(.en)) == "starts its thread")
        #expect(GateFact(wire: "print\u{1F}a\u{1F}b") == .print("a\u{1F}b"))
        #expect(TerminalScheduleConsole.waitWords("futex", Catalogue(.ko)) == "lock·세마포어·큐 대기(futex)")
    }
}
