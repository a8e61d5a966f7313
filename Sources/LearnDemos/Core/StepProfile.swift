import LearnLanguage

/// How a demo is run when the learner is its scheduler (`--schedule`, `--replay`, `explore`).
///
/// Stepping is for small runs: a profile shrinks the demo to a configuration
/// a learner can step by hand (the learner's own `--set` values still win),
/// and says whether the traced gates (span begin and end, marks, values) go on
/// by themselves so the learner is asked only at the demo's fine-grained gates.
package struct StepProfile: Sendable {
    /// Parameters for a stepped run, over the lesson's.
    package var parameters: [String: String] = [:]
    /// True when the demo has fine-grained gates: only they ask the learner.
    package var fineOnly = false
    /// Why the demo cannot be stepped, when it cannot (said in the language of where it is read).
    package var refusal: Words?
    /// Why a run of the demo cannot be replayed from a token, when it can be
    /// stepped but what it does is not decided by the order of its gates alone.
    package var replayRefusal: Words?
    /// Why a *free* run of the demo gives no token, when its scheduled runs do: what
    /// orders its gates in a free run is the wall clock, which a scheduled run does not keep.
    package var recordRefusal: Words?
}

extension DemoCatalog {
    /// Why the Swift concurrency demos cannot be stepped.
    static let cooperativePoolRefusal = Words(.refusalCooperativePool)

    /// The step profile of the demo `id` (every demo has one; most need nothing special).
    package static func stepProfile(for id: String) -> StepProfile {
        switch id {
        case "data-source":
            StepProfile(parameters: ["writers": "2", "updates": "2", "window": "0", "traced": "false"], fineOnly: true)
        case "mutex-atomic":
            StepProfile(
                parameters: ["writers": "2", "updates": "1", "limit": "1", "window": "0"], fineOnly: true,
                recordRefusal: Words(.refusalTimedRecord))
        case "barrier-array":
            StepProfile(
                parameters: ["readers": "1", "reads": "2", "writes": "1", "read_time": "0", "write_time": "0"], fineOnly: true)
        case "completable-deferred":
            StepProfile(fineOnly: true)
        case "freeze":
            StepProfile(
                recordRefusal: Words(.refusalFreezeRecord))
        case "async-sum":
            StepProfile(
                replayRefusal: Words(.refusalAsyncSumReplay))
        case "tasks", "actors", "continuation", "stream", "isolation", "overlap":
            StepProfile(refusal: cooperativePoolRefusal)
        default:
            StepProfile()
        }
    }
}
