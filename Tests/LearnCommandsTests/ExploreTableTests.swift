import LearnLanguage
import LearnLessons
import LearnPlay
import LearnTestSupport
import LearnTrace
import Testing

@testable import LearnCommands
@testable import LearnJudge

/// `learn explore`'s table: no two rows read the same.
@Suite("The explore table")
struct ExploreTableTests {
    /// A search that tried every schedule (`schedules` of them, in `seconds`) and found one
    /// outcome, `text`, whose token is `1`.
    static func oneOutcome(_ text: String, schedules: Int, seconds: Double, reachesGoal: Bool?) -> ScheduleExplorer.Exploration {
        ScheduleExplorer.Exploration(
            outcomes: [.init(text: text, schedules: schedules, token: ScheduleToken(choices: [1]), reachesGoal: reachesGoal)],
            schedules: schedules, complete: true, seconds: seconds, divergent: 0)
    }

    @Test("outcomes with the same values that differ in the goal say so in their label (barrier unsafe printed two equal rows)")
    func goalInLabel() {
        let values = "elements=9 reads=2 writes=1"
        let found = ScheduleExplorer.Exploration(
            outcomes: [
                .init(text: values, schedules: 1, token: ScheduleToken(choices: [1]), reachesGoal: false),
                .init(text: values, schedules: 5, token: ScheduleToken(choices: [2]), reachesGoal: true),
            ], schedules: 6, complete: true, seconds: 0.4, divergent: 0)
        let rows = ExploreCommand.table(found).split(separator: "\n").dropFirst().prefix(2)
        let labels = rows.map { $0.split(separator: " ", omittingEmptySubsequences: true).dropLast(2).joined(separator: " ") }
        #expect(Set(labels).count == 2, "\(rows)")
        #expect(labels.contains("\(values) · goal reached"))
    }

    @Test("a lost wake-up is its own row and is told apart from a deadlock (semaphore await called it a deadlock)")
    func lostWakeupIsNotADeadlock() {
        let found = ScheduleExplorer.Exploration(
            outcomes: [
                .init(text: "finished", schedules: 1, token: ScheduleToken(choices: [1]), reachesGoal: nil),
                .init(text: "lost wake-up", schedules: 3, token: ScheduleToken(choices: [2]), reachesGoal: nil),
            ], schedules: 4, complete: true, seconds: 1.7, divergent: 0)
        let table = ExploreCommand.table(found)
        let rows = table.split(separator: "\n").dropFirst().prefix(2).map { $0.split(separator: " ").dropLast(2).joined(separator: " ") }
        #expect(rows == ["finished", "lost wake-up"])
        #expect(table.contains("lost wake-up: a thread waits on a semaphore no thread will signal"))
        #expect(!table.contains("deadlock:"))
    }

    /// The table in Korean: its header, outcomes and notes in Korean, its columns aligned in
    /// display columns (a Hangul syllable takes two), the outcome still counted by its own text.
    @Test("in Korean the table's words are Korean and its columns line up by display width")
    func korean() {
        var found = ScheduleExplorer.Exploration(
            outcomes: [
                .init(text: "finished", schedules: 4, token: ScheduleToken(choices: [1, 2]), reachesGoal: true),
                .init(text: "lost wake-up", schedules: 12, token: ScheduleToken(choices: [2]), reachesGoal: false),
                .init(text: "deadlock", schedules: 3, token: ScheduleToken(choices: [2, 1]), reachesGoal: nil),
            ], schedules: 19, complete: false, seconds: 60.2, divergent: 2)
        found.outOfTime = true
        // each outcome is worded from its first schedule's facts as the search finds it
        for (i, key) in [MessageKey.runFinished, .outcomeLostWakeup, .outcomeDeadlock].enumerated() {
            found.outcomes[i].words = Catalogue(.ko)(key)
        }
        let table = ExploreCommand.table(found, budget: 60, words: Catalogue(.ko))
        let lines = table.split(separator: "\n").map(String.init)
        #expect(lines[0].hasPrefix("  결과") && lines[0].contains("스케줄 수  리플레이 token"))
        let rows = Array(lines[1...3])
        #expect(
            rows.map { $0.split(separator: " ").dropLast(2).joined(separator: " ") } == [
                "데드락", "잃어버린 wake-up · 목표 도달 못 함", "정상 종료됨 · 목표 도달",
            ])
        // the counts end, and the tokens start, in the same display column on every row and under the header
        let tokenColumn = TerminalLines.columns(String(lines[0].prefix { $0 != "리" }))
        for row in rows {
            let token = row.split(separator: " ").last.map(String.init) ?? ""
            #expect(TerminalLines.columns(String(row.dropLast(token.count))) == tokenColumn, "\(row)")
        }
        #expect(table.contains("60.2 s 동안 스케줄 19개 (시간 예산(60 s)이 다 됨; 모든 스케줄은 아님); 결과 3가지."))
        #expect(table.contains("잃어버린 wake-up: 한 스레드가") && table.contains("데드락: 스레드들이 서로를") && table.contains("실행 2번이"))
        #expect(KoreanWords.english(in: table, keeping: ["lost", "wake", "token", "signal"]).isEmpty, "\(table)")
    }

    @Test("a goal searched over every schedule, said in Korean; in English as it was")
    func goalVerdict() {
        let found = Self.oneOutcome("x=1", schedules: 3, seconds: 0.4, reachesGoal: false)
        #expect(
            GoalCheck.verdict("lose", found)
                == "No interleaving of these gates reaches the goal `lose`: every schedule of them was tried (3 schedules, 0.4 s).")
        #expect(
            GoalCheck.verdict("lose", found, words: Catalogue(.ko))
                == "이 gate들을 어떤 순서로 지나도 목표 `lose`에 도달하지 못합니다: 가능한 스케줄을 모두 시도했습니다(스케줄 3개, 0.4 s).")
    }

    /// One outcome says nothing of interleavings the search did not cover: the preemption bound
    /// is named, and a search that stopped short of it says that an untried schedule may differ.
    @Test("one outcome of a file is claimed only within the preemption bound, and not at all when the search stopped short")
    func oneOutcomeWithinItsBound() {
        let source = PlaySource(path: "counter.swift", text: "print(1)\n")
        var found = Self.oneOutcome("printed last \"1\"", schedules: 7, seconds: 0.3, reachesGoal: nil)
        let whole = ExploreCommand.fileTable(found, source: source, budget: 60, preemptions: 2)
        #expect(whole.contains("cover every interleaving of these gates with at most 2 preemptions: none of those changes"))
        #expect(!whole.contains("No interleaving") && !whole.contains("stopped before"))
        found.complete = false
        found.schedules = 2000
        for words in [Catalogue(.en), Catalogue(.ko)] {
            let cut = ExploreCommand.fileTable(found, source: source, budget: 60, preemptions: 2, words: words)
            #expect(!cut.contains("none of those changes") && !cut.contains("어느 것도 프로그램이 하는 일을 바꾸지"), "\(cut)")
            #expect(cut.contains("may still end otherwise") || cut.contains("다르게 끝날 수도 있습니다"), "\(cut)")
        }
    }

    /// A search with no preemption bound that ended claims every interleaving, with any number of
    /// preemptions, and names no bound; one that gave way to the bound claims only the bound.
    @Test("a search with no bound that ended claims every interleaving; one that gave way claims its bound")
    func noBoundClaimsEveryInterleaving() {
        let source = PlaySource(path: "locked.swift", text: "print(1)\n")
        var found = Self.oneOutcome("printed last \"1\"", schedules: 24, seconds: 0.2, reachesGoal: nil)
        found.reduced = true
        found.unbounded = true
        let en = ExploreCommand.fileTable(found, source: source, budget: 60, preemptions: 2)
        #expect(en.contains("cover every interleaving of these gates, with any number of preemptions: none of those changes"), "\(en)")
        #expect(en.contains("Every class of interleavings, with any number of preemptions: all tried, in 24"), "\(en)")
        #expect(!en.contains("at most 2 preemptions"), "\(en)")
        let ko = ExploreCommand.fileTable(found, source: source, budget: 60, preemptions: 2, words: Catalogue(.ko))
        #expect(ko.contains("선점 횟수와 상관없이") && !ko.contains("선점이 최대 2번"), "\(ko)")
        found.unbounded = false
        let bounded = ExploreCommand.fileTable(found, source: source, budget: 60, preemptions: 2)
        #expect(bounded.contains("with at most 2 preemptions") && !bounded.contains("any number"), "\(bounded)")
    }

    /// An outcome that only schedules moving the clock early gave is said to need a thread slower
    /// than a timer; one a schedule gave with the clock moving only when nothing could go on is not.
    @Test("an outcome only an early clock gave says it needs a thread slower than a timer")
    func slowOnlyOutcomesSayWhatTheyNeed() {
        let source = PlaySource(path: "cond.swift", text: "print(1)\n")
        var found = ScheduleExplorer.Exploration(
            outcomes: [
                .init(text: "printed last \"got hello\"", schedules: 6, token: ScheduleToken(choices: [1]), reachesGoal: nil),
                .init(text: "finished, printed nothing", schedules: 10, token: ScheduleToken(choices: [0]), reachesGoal: nil),
            ], schedules: 16, complete: true, seconds: 0.2, divergent: 0)
        found.outcomes[1].slowOnly = true
        let en = ExploreCommand.fileTable(found, source: source, budget: 60, preemptions: 2)
        #expect(en.contains("“finished, printed nothing” came only in schedules that moved the clock"), "\(en)")
        #expect(!en.contains("“printed last \"got hello\"” came only"), "\(en)")
        let ko = ExploreCommand.fileTable(found, source: source, budget: 60, preemptions: 2, words: Catalogue(.ko))
        #expect(ko.contains("시계를 움직인 스케줄(token의 `0`)에서만"), "\(ko)")
        // merged with a search in which it also came with the clock on time, it needs no slow thread
        var earlier = found
        earlier.outcomes[1].slowOnly = false
        let merged = found.adding(earlier)
        #expect(!merged.outcomes[1].slowOnly && merged.outcomes[1].schedules == 20)
    }

    /// A search in which a block waited for a pool thread says the pool's width bounded it.
    @Test("a search whose blocks waited for a pool thread names the pool's width")
    func poolWidthIsSaid() {
        let source = PlaySource(path: "readers.swift", text: "print(1)\n")
        var found = Self.oneOutcome("printed last \"1\"", schedules: 9, seconds: 0.1, reachesGoal: nil)
        #expect(!ExploreCommand.fileTable(found, source: source, budget: 60, preemptions: 2).contains("pool thread"))
        found.poolWaitSchedules = 4
        let en = ExploreCommand.fileTable(found, source: source, budget: 60, preemptions: 2)
        #expect(en.contains("In 4 of these schedules a block waited for a pool thread"), "\(en)")
        let ko = ExploreCommand.fileTable(found, source: source, budget: 60, preemptions: 2, words: Catalogue(.ko))
        #expect(ko.contains("풀 스레드를 기다렸고"), "\(ko)")
    }

    /// A library call's note says every schedule was checked for a race only when the race check
    /// followed every block and thread of the runs.
    @Test("a library call's race is said checked in every schedule only when the check followed every block")
    func modifiesIsCheckedOnlyAsFarAsTheRaceCheckWent() {
        let source = PlaySource(path: "items.swift", text: "print(1)\n")
        var found = Self.oneOutcome("printed last \"1\"", schedules: 3, seconds: 0.1, reachesGoal: nil)
        let whole = ExploreCommand.fileTable(found, source: source, budget: 60, preemptions: 2, modified: "items")
        #expect(whole.contains("every schedule above was checked for one.") && !whole.contains("as far as"), "\(whole)")
        found.raceContexts = 64
        for words in [Catalogue(.en), Catalogue(.ko)] {
            let partly = ExploreCommand.fileTable(found, source: source, budget: 60, preemptions: 2, modified: "items", words: words)
            #expect(
                !partly.contains("every schedule above was checked for one.") && !partly.contains("위의 모든 스케줄에서 그것을 검사했습니다."), "\(partly)")
            #expect(partly.contains("as far as the race check followed it") || partly.contains("race 검사가 따라간 데까지"), "\(partly)")
        }
    }
}
