import Foundation
import LearnJudge
import LearnLessons
import LearnRunner
import LearnTestSupport
import LearnTrace
import Testing

/// The lesson parts issue 24 found false, played for real at a small pace, on all CPUs and on
/// one, and the explored outcomes of the semaphore's `await` replayed through the lesson: the
/// audit finds nothing, and none of the old false sentences shows.
@Suite("Issue 24's sentences, played", .tags(.lessonPlays), .slow, .serialized)
struct ProsePlayTests {
    /// One runner each for all CPUs and one CPU, made once: the pinned one writes a script.
    static let runner = DemoRunner.forTests()
    static let pinned = ClaimsMatrix.pinnedRunner(learn: runner.executable)

    /// The runner of the built `learn`: a test fails, saying so, when the product is not built.
    static func builtRunner() throws -> DemoRunner {
        try #require(FileManager.default.isExecutableFile(atPath: runner.executable), "build the `learn` product first")
        return runner
    }

    /// Sentences that were false of some run; none may show again.
    static let retired = [
        "of its – steps", "step of –", "on threads of its own", "once a second, finds", "all 5 completion blocks ran early",
        "Same guarantee.", "updates were lost**", "1 updates", "3 seconds later", "this time the completion was late",
        "the `background` work finished first", "No two reads overlapped this time: run it `again`.",
        "Same shape: each step removes most of what is left.", "Its completion block ran after the work had stored the result, so it",
        "draws a `frame` every 16 ms.", "loading an image takes 0.1 s.", "ran out before `complete()` signalled",
        "(its outcome: timed out)", "Run it `again`", "run it `again`", "run `again`", "`set window=10000`", "with a timeout of 1 s",
        "gives up after 2 s.", "against a completion at 3 s",
    ]

    static let parts = [
        ("workitem", "cancel"), ("workitem", "check"), ("workitem", "cancel-one"), ("locks", "nslock"), ("locks", "semaphore"),
        ("race", "global"), ("race", "trap"), ("operation-queue", "concurrent"), ("qos", "contention"), ("barrier", "barrier"),
        ("semaphore", "await"), ("semaphore", "timeout"), ("semaphore", "complete-first"), ("async-sum", "async"),
        ("async-sum", "naive"), ("async-sum", "cancel"), ("actors", "waiting"), ("freeze", "group"), ("tasks", "triple"),
        ("tasks", "once"), ("tasks", "cancel-ignored"), ("tasks", "cancel"), ("tasks", "early-exit"),
    ]

    @Test("each part's text agrees with its run, on all CPUs and pinned to one", arguments: TestSet.sample(parts, every: 8))
    func played(_ id: String, _ part: String) throws {
        let runner = try Self.builtRunner()
        let pinned = try #require(Self.pinned, "taskset (util-linux) pins a run to one CPU")
        let lesson = try #require(LessonLibrary().lesson(id: id))
        for (index, shape) in [runner, pinned].enumerated() {
            let report = ClaimsAudit(lesson: lesson, part: part).play(runner: shape, pace: 0.05, seed: UInt64(index + 1))
            #expect(
                report.audited && report.findings.isEmpty, "\(id)/\(part):\n\(report.findings.joined(separator: "\n"))\n\(report.output)")
            for sentence in Self.retired {
                #expect(!ClaimsWalkText.normalize(report.output).contains(sentence), "\(id)/\(part) still says “\(sentence)”")
            }
        }
    }

    @Test("every outcome `learn explore semaphore --variant await` finds, replayed through the lesson, is told truly")
    func semaphoreReplays() throws {
        let runner = try Self.builtRunner()
        let lesson = try #require(LessonLibrary().lesson(id: "semaphore"))
        let played = ClaimsReplays.play(lesson, part: "await", runner: runner)
        #expect(played.count >= 2, "a finished outcome and a lost wake-up")
        for (token, report) in played {
            #expect(report.findings.isEmpty, "--replay \(token):\n\(report.findings.joined(separator: "\n"))\n\(report.output)")
            let text = ClaimsWalkText.normalize(report.output)
            #expect(
                !text.contains("the waiter went on") || !text.contains("the wake-up is lost"),
                "--replay \(token) tells a run both as finished and as a lost wake-up")
        }
        #expect(
            played.contains { ClaimsWalkText.normalize($0.report.output).contains("the wake-up is lost") },
            "the lost wake-up is told as one")
        // the watchdog stopped the lost wake-up: no wait timed out, and `{outcome}` says what stopped it
        for (token, report) in played where ClaimsWalkText.normalize(report.output).contains("the wake-up is lost") {
            let text = ClaimsWalkText.normalize(report.output)
            #expect(!text.contains("(its outcome: timed out)"), "--replay \(token):\n\(report.output)")
            #expect(text.contains("(its outcome: a lost wake-up, stopped by the watchdog)"), "--replay \(token):\n\(report.output)")
            #expect(text.contains("A lost wake-up: T"), "--replay \(token):\n\(report.output)")
        }
    }

    @Test("a 3.3 s wait that timed out because `complete()` ran before it began is told as a lost wake-up, not a late signal")
    func semaphoreTimeoutAfterCompletion() throws {
        let runner = try Self.builtRunner()
        let lesson = try #require(LessonLibrary().lesson(id: "semaphore"))
        // the order `learn explore semaphore --variant timeout` finds: the completion's block runs
        // `complete()` before the waiter's `await` begins
        let token = try #require(ScheduleToken(parsing: "101f01d"))
        let report = ClaimsAudit(lesson: lesson, part: "timeout").play(runner: runner, pace: 0.05, seed: 1, schedule: .replay(token))
        let text = ClaimsWalkText.normalize(report.output)
        #expect(report.audited && report.findings.isEmpty, "\(report.findings.joined(separator: "\n"))\n\(report.output)")
        #expect(report.outcomes.contains { $0.name == "completed-before-wait" && $0.held }, "\(report.outcomes)")
        #expect(text.contains("and yet `complete()` ran first"), "\(report.output)")
        #expect(!text.contains("ran out before `complete()` signalled"), "\(report.output)")
    }

    @Test("a replayed `barrier` run has one reader, and says its reads ran on one thread")
    func barrierOneReaderReplays() throws {
        let runner = try Self.builtRunner()
        let lesson = try #require(LessonLibrary().lesson(id: "barrier"))
        let played = ClaimsReplays.play(lesson, part: "barrier", runner: runner)
        #expect(!played.isEmpty)
        for (token, report) in played {
            let text = ClaimsWalkText.normalize(report.output)
            #expect(report.findings.isEmpty, "--replay \(token):\n\(report.findings.joined(separator: "\n"))")
            #expect(
                text.range(of: #"All \d+ reads ran on one thread"#, options: .regularExpression) != nil,
                "--replay \(token):\n\(report.output)")
            #expect(!text.contains("No two reads overlapped this time"), "--replay \(token):\n\(report.output)")
        }
    }

    @Test("locks says how many threads its workers had, and on one CPU says one CPU")
    func locksThreadCount() throws {
        let runner = try Self.builtRunner()
        let pinned = try #require(Self.pinned, "taskset (util-linux) pins a run to one CPU")
        let lesson = try #require(LessonLibrary().lesson(id: "locks"))
        let one = ClaimsWalkText.normalize(ClaimsAudit(lesson: lesson, part: "nslock").play(runner: pinned, pace: 0.05, seed: 1).output)
        // how many threads libdispatch gave the workers is the run's own (on a loaded machine a
        // worker held up long enough gets a second thread, even on one CPU): the audit reads it
        #expect(one.range(of: #"by \d+ workers on \d+ threads? \(1 CPU\)"#, options: .regularExpression) != nil, "\(one)")
        let all = ClaimsWalkText.normalize(ClaimsAudit(lesson: lesson, part: "nslock").play(runner: runner, pace: 0.05, seed: 1).output)
        // how many CPUs and threads the text says is the run's own: the audit reads it (ProseReader)
        #expect(all.range(of: #"by \d+ workers on \d+ threads? \(\d+ CPUs?\)"#, options: .regularExpression) != nil, "\(all)")
    }

    @Test("a 2 s wait that timed out is never answered “it waits for 1.작업 종료 anyway”, under any explored schedule")
    func semaphoreTimeoutAnswers() throws {
        let runner = try Self.builtRunner()
        let lesson = try #require(LessonLibrary().lesson(id: "semaphore"))
        let played = ClaimsReplays.play(lesson, part: "timeout", runner: runner)
        // a schedule where the job's `complete()` runs after the timeout but before the waiter goes on
        var jobFirstAfterTimeout = false
        for (token, report) in played {
            #expect(report.findings.isEmpty, "--replay \(token):\n\(report.findings.joined(separator: "\n"))")
            let text = ClaimsWalkText.normalize(report.output)
            guard let short = text.range(of: "timeout_ms = 2000") else { continue }
            let after = String(text[short.upperBound...])
            guard after.contains("`wait(timeout:)` returned `.timedOut`") else { continue }
            jobFirstAfterTimeout = jobFirstAfterTimeout || after.contains("`1.작업 종료` came first this time")
            #expect(!after.contains("this run says “it waits for 1.작업 종료 anyway”"), "--replay \(token):\n\(report.output)")
        }
        #expect(jobFirstAfterTimeout, "explore finds the order where the job prints first after a timeout")
    }

    @Test("a schedule where no write meets a read on the global queue is not answered “the barrier keeps it alone”")
    func globalBarrierAnswers() throws {
        let runner = try Self.builtRunner()
        let lesson = try #require(LessonLibrary().lesson(id: "barrier"))
        let requests = RequestLog(runner)
        let played = ClaimsReplays.play(lesson, part: "global-barrier", runner: requests)
        // the part's 20 repeated runs are free, at a pace `learn run` takes (at 0 no read or write lasts)
        let free = requests.all.filter { $0.schedule == nil }
        #expect(!free.isEmpty && free.allSatisfy { $0.pace > 0 }, "free runs at paces \(Set(free.map(\.pace)))")
        var apart = false
        for (token, report) in played {
            #expect(report.findings.isEmpty, "--replay \(token):\n\(report.findings.joined(separator: "\n"))")
            let text = ClaimsWalkText.normalize(report.output)
            apart = apart || text.contains("No write met a read this time")
            // a barrier on a global queue keeps nothing apart: no run can say it did
            #expect(!text.contains("the barrier keeps it alone"), "--replay \(token):\n\(report.output)")
        }
        #expect(apart, "explore finds an order where no write meets a read")
    }
}

/// A runner that keeps every request it hands on.
final class RequestLog: TargetRunning, @unchecked Sendable {
    private let runner: any TargetRunning
    private let lock = NSLock()
    private var kept: [RunRequest] = []
    init(_ runner: any TargetRunning) { self.runner = runner }
    var all: [RunRequest] { lock.withLock { kept } }
    func run(_ request: RunRequest, live: (TraceEvent) -> Void) -> RunResult {
        lock.withLock { kept.append(request) }
        return runner.run(request, live: live)
    }
}

/// Whitespace collapsed, as the audit compares text.
enum ClaimsWalkText {
    static func normalize(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).joined(separator: " ")
    }
}
