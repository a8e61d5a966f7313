/// Where a playing is: the next step, the part, the `@if` nesting and a prediction waiting for
/// its run. A value: `again` replays a `@run` from a copy taken before it, and the playing
/// itself is left where it was.
struct EngineState: Sendable {
    /// A `@predict` shown or asked, waiting for the next run to answer it.
    struct Pending: Sendable {
        var prediction: Prediction
        /// The option the learner chose (0-based); nil when none was.
        var chosen: Int?
    }

    /// The index in the plan of the next step.
    var cursor = 0
    var part: String?
    var branches = BranchStack()
    var pending: Pending?
    /// The shell is asking the pending question (interactive only).
    var waitingForAnswer = false
}
