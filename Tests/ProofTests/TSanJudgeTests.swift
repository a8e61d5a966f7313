import Foundation
import LearnDemos
import LearnPlay
import Testing

@testable import LearnTestSupport

/// ThreadSanitizer as an independent judge of what each demo variant claims to be.
///
/// `.ci/tsan` builds `learn` with `--sanitize=thread` and runs this suite with
/// `LEARN_TSAN_BINARY` naming that binary; without it the suite is skipped. Each
/// variant runs as `learn __demo ID --variant V --pace 0.01` in its own process:
/// - `safe`: no ThreadSanitizer report at all;
/// - `data-race`: at least one `data race` report (in up to `JudgeCase.attempts` runs);
/// - `race-condition`: no report — it loses updates without a data race.
/// A report whose caught access is in the recorder or the harness fails every
/// variant, whatever it claims: then the tool, not the lesson, is wrong.
/// Runs are serialised so that each has both cores, as a learner's run would.
/// Children get `LD_PRELOAD=$LEARN_TSAN_PRELOAD` (`Sources/LearnPlay/Support/tsan_mutex_shim.c`), which makes
/// `Synchronization.Mutex` visible to TSan; `tsan-probe --variant safe-mutex` proves it.
@Suite(
    .tags(.tsan), .slow, .serialized,
    .enabled(
        if: TSanEnvironment.binary != nil,
        "set LEARN_TSAN_BINARY to a learn built with --sanitize=thread; .ci/tsan does both"
    )
)
struct TSanJudgeTests {
    @Test func judgedBinaryIsBuiltWithThreadSanitizer() throws {
        let path = try #require(TSanEnvironment.binary)
        let data = try Data(contentsOf: URL(fileURLWithPath: path), options: .mappedIfSafe)
        #expect(
            data.range(of: Data("__tsan_init".utf8)) != nil,
            "\(path) has no ThreadSanitizer runtime: build it with `swift build --sanitize=thread`"
        )
    }

    @Test func mutexShimIsGiven() throws {
        let path = try #require(
            TSanEnvironment.preload,
            "set LEARN_TSAN_PRELOAD to the library built from Sources/LearnPlay/Support/tsan_mutex_shim.c (.ci/tsan does): without it every contended Synchronization.Mutex is reported as a data race"
        )
        #expect(FileManager.default.fileExists(atPath: path), "LEARN_TSAN_PRELOAD names \(path), which does not exist")
    }

    /// Variants whose race ThreadSanitizer no longer sees in the demo process, and why we think so.
    /// A known issue, not a pass: the test says so on every run, and a report ends it.
    static let blinded: [String: String] = [
        "async-sum async":
            "found on 2026-11-28: 0 of 8 runs reported (it was ~85%). One cause found and fixed: every `ctx.sleep` and "
            + "timestamp of a free run read the scheduler's clock under one global lock, which ordered the racy `state` "
            + "accesses; since then TSan reports it in some runs (1 of 4 at pace 0.1, none of 6 at 0.01), so another "
            + "ordering remains (most likely corelibs Operation's own lock around its KVO of isExecuting/isFinished)"
    ]

    @Test(arguments: JudgeCase.all)
    func variantIsWhatItClaims(_ judged: JudgeCase) throws {
        if let why = Self.blinded["\(judged.demo) \(judged.variant)"] {
            withKnownIssue(Comment(rawValue: why), isIntermittent: true) { try judge(judged) }
        } else {
            try judge(judged)
        }
    }

    func judge(_ judged: JudgeCase) throws {
        var last: ChildRun?
        for _ in 1...judged.attempts {
            let run = try Self.run(judged)
            last = run
            switch Assessment.of(run, as: judged) {
            case .pass: return
            case .fail(let message):
                Issue.record(Comment(rawValue: message))
                return
            case .missedRace: continue
            }
        }
        Issue.record(
            """
            \(judged.testDescription) is called a data race, but ThreadSanitizer reported none in \
            \(judged.attempts) run(s): the variant no longer races, or its racy accesses are now \
            ordered by a lock, a queue or the tracer. Last run \(last?.ending.description ?? "?"); stderr ends:
            \(Assessment.tail(last?.stderr ?? ""))
            """)
    }

    /// The judge can say no: the probe's real variants, judged against the wrong claims, fail.
    @Test func judgeRejectsWrongClaims() throws {
        // The racy run that TSan caught (it may, rarely, miss one: see JudgeCase.attempts).
        var racy = try Self.run(probe("data-race", .dataRace))
        for _ in 1..<3 where Assessment.of(racy, as: probe("data-race", .dataRace)) != .pass {
            racy = try Self.run(probe("data-race", .dataRace))
        }
        #expect(Assessment.of(racy, as: probe("data-race", .safe)) != .pass, "a data race passed as safe")
        #expect(Assessment.of(racy, as: probe("data-race", .raceCondition)) != .pass)
        let safe = try Self.run(probe("safe", .safe))
        #expect(Assessment.of(safe, as: probe("safe", .dataRace)) == .missedRace, "a safe run passed as a data race")
    }

    /// The shim is what silences a correct `Mutex`: without it, TSan reports the contended
    /// hand-overs of `safe-mutex` as data races (in at least one of three runs).
    @Test func mutexShimIsWhatMakesMutexSilent() throws {
        let binary = try #require(TSanEnvironment.binary)
        let judged = probe("safe-mutex", .safe)
        let reported = try (1...3).contains { _ in
            let run = try ChildRun.run(
                binary, judged.arguments, environment: ["TSAN_OPTIONS": TSanEnvironment.options], limit: judged.limit)
            return !TSanReport.parse(run.stderr).isEmpty
        }
        #expect(reported, "without the shim TSan should misreport Mutex; if it no longer does, the shim may be unnecessary")
    }

    private func probe(_ variant: String, _ claim: Safety) -> JudgeCase {
        JudgeCase(
            demo: "tsan-probe", variant: variant, safety: claim, outcome: .finishes,
            settings: JudgeCase.quickSettings["tsan-probe"] ?? [:])
    }

    static func run(_ judged: JudgeCase) throws -> ChildRun {
        let binary = try #require(TSanEnvironment.binary)
        return try ChildRun.run(
            binary, judged.arguments, environment: TSanEnvironment.childEnvironment, limit: judged.limit
        )
    }
}
