import LearnLessons

/// One exercise: a broken Swift file to fix, the checks its runs must pass, and hints.
///
/// Written in the lesson format (see `Lessons/FORMAT.md`, *Exercises*): a header, text
/// saying what to achieve, one `@exercise` line naming the starter and its reference
/// solution, `@check` lines over the trace of each run, and `@hint` lines, easiest first.
public struct Exercise: Sendable {
    /// One `@check NAME: CONDITION`.
    public struct Check: Sendable {
        public var name: String
        public var condition: RepeatedCondition
        /// The line of the exercise file it is written on.
        public var line: Int
    }

    public var id: String
    public var title: String
    /// The lesson this exercise belongs to (`learn list` marks it when solved).
    public var lesson: String
    public var sources: [String]
    /// What to achieve, as the learner reads it.
    public var text: String
    /// The starter's file name (`race.swift`) and text.
    public var starterName: String
    public var starter: String
    /// The reference solution's file name and text: shown only after a pass or on giving up.
    public var solutionName: String
    public var solution: String
    /// How many traced runs a verify makes (ThreadSanitizer runs once more).
    public var runs: Int
    public var checks: [Check]
    public var hints: [String]
    /// Where the exercise was read from (`Exercises/race.md`).
    public var path: String
}
