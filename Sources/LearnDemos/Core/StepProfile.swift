/// How a demo is run when the learner is its scheduler (`--schedule`, `--replay`, `explore`).
///
/// Stepping is for small runs: a profile shrinks the demo to a configuration
/// a learner can step by hand (the learner's own `--set` values still win),
/// and says whether the traced gates (span begin and end, marks, values) go on
/// by themselves so the learner is asked only at the demo's fine-grained gates.
package struct StepProfile: Sendable {
    /// Parameters for a stepped run, over the lesson's.
    package var parameters: [String: String]
    /// True when the demo has fine-grained gates: only they ask the learner.
    package var fineOnly: Bool
    /// Why the demo cannot be stepped, when it cannot.
    package var refusal: String?
    /// Why a run of the demo cannot be replayed from a token, when it can be
    /// stepped but what it does is not decided by the order of its gates alone.
    package var replayRefusal: String?
    /// Why a *free* run of the demo gives no token, when its scheduled runs do: what
    /// orders its gates in a free run is the wall clock, which a scheduled run does not keep.
    package var recordRefusal: String?

    package init(
        parameters: [String: String] = [:], fineOnly: Bool = false, refusal: String? = nil, replayRefusal: String? = nil,
        recordRefusal: String? = nil
    ) {
        self.parameters = parameters
        self.fineOnly = fineOnly
        self.refusal = refusal
        self.replayRefusal = replayRefusal
        self.recordRefusal = recordRefusal
    }
}

extension DemoCatalog {
    /// Why the Swift concurrency demos cannot be stepped.
    static let cooperativePoolRefusal = """
        its tasks run on Swift's cooperative pool, which has one thread per core (2 here): \
        a task held at a gate keeps its pool thread, so the other tasks could never run and \
        stepping would hang. Run it free; its trace shows the same gates.
        """

    /// The step profile of the demo `id` (every demo has one; most need nothing special).
    package static func stepProfile(for id: String) -> StepProfile {
        switch id {
        case "data-source":
            StepProfile(parameters: ["writers": "2", "updates": "2", "window": "0", "traced": "false"], fineOnly: true)
        case "barrier-array":
            StepProfile(
                parameters: ["readers": "1", "reads": "2", "writes": "1", "read_time": "0", "write_time": "0"], fineOnly: true)
        case "completable-deferred":
            StepProfile(fineOnly: true)
        case "freeze":
            StepProfile(
                recordRefusal: """
                    in a free run its frames come from a timer on the wall clock, so how many frames fall \
                    between two gates is not something a token can hold. `--schedule` and `explore` keep its \
                    frames on the scheduler's clock, and their tokens replay.
                    """)
        case "async-sum":
            StepProfile(
                replayRefusal: """
                    its operations run on libdispatch's thread pool, which adds a thread about once a second \
                    while its threads are blocked (as they are at gates): which operations stand at a gate \
                    when a thread is let go depends on the clock, which a token cannot hold.
                    """)
        case "tasks", "actors", "overlap":
            StepProfile(refusal: cooperativePoolRefusal)
        default:
            StepProfile()
        }
    }
}
