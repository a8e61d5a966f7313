import LearnDemos
import Testing

/// One demo variant for ThreadSanitizer to judge, and how to run it quickly.
///
/// The judge runs every variant of every demo a learner can see, plus the internal
/// `tsan-probe`, which proves the judge itself can tell the three kinds apart.
package struct JudgeCase: Sendable, CustomTestStringConvertible {
    package var demo: String
    package var variant: String
    package var safety: Safety
    package var outcome: ExpectedOutcome
    /// `--set k=v` values from ``JudgeCase/quickSettings`` that keep the run short.
    package var settings: [String: String]

    package var testDescription: String { "\(demo) --variant \(variant) (\(safety.rawValue), \(outcome.rawValue))" }

    /// Internal demos judged too.
    package static let internalButJudged: Set<String> = ["tsan-probe"]

    /// Every case, in catalog order.
    package static var all: [JudgeCase] {
        (DemoCatalog.all + InternalDemos.all.filter { internalButJudged.contains($0.id) }).flatMap { spec in
            spec.variants.map { variant in
                JudgeCase(
                    demo: spec.id, variant: variant.name, safety: variant.safety, outcome: variant.outcome,
                    settings: quickSettings[spec.id] ?? [:]
                )
            }
        }
    }

    /// Smaller parameters for demos whose defaults are slow or blind under ThreadSanitizer.
    /// Keyed by demo id; every name and value is checked against the demo's declared
    /// parameters by `JudgeCaseTests`. Two reasons to shrink a demo here:
    /// - TSan slows memory-heavy code 5–15×;
    /// - a data race over tens of thousands of updates can go UNREPORTED: TSan keeps a
    ///   bounded history, and drops a race whose earlier access it can no longer restore
    ///   (the probe at 2×20,000 updates: ~10% of runs silent; at 2×2,000: none in 40).
    /// Smaller must still mean "the same code paths": never shrink a race to one thread.
    /// (`yield` makes the probe's threads hand the lock over on almost every update, so
    /// `safe-mutex` always takes `Mutex`'s contended path, the one the shim is for.)
    package static let quickSettings: [String: [String: String]] = [
        "tsan-probe": ["updates": "2000", "yield": "true"]
    ]

    /// Pace for every judged run: delays a hundred times shorter, decisions unchanged.
    package static let pace = "0.01"

    /// Arguments for `learn __demo`.
    package var arguments: [String] {
        var args = ["__demo", demo, "--variant", variant, "--pace", Self.pace]
        for (name, value) in settings.sorted(by: { $0.key < $1.key }) { args += ["--set", "\(name)=\(value)"] }
        return args
    }

    /// Runs of a data-race variant before the judge says TSan missed it. TSan catches
    /// most races in almost every run, but some schedules really do order the racy
    /// accesses (async-sum's `async` is reported in about 85% of runs): five runs make
    /// a miss (about 1 in 10,000 there) a real signal that the "race" no longer races.
    package var attempts: Int { safety == .dataRace ? 5 : 1 }

    /// The hard limit for one run. A variant that deadlocks by design is stopped after
    /// a short time and judged on the reports written until then; anything else that
    /// is still running at the long limit is a failure of its own.
    package var limit: Double { outcome == .hangs ? 10 : 120 }
}
