import LearnJudge

/// One exercise: a broken Swift file to fix, the checks its runs must pass, and hints.
///
/// Written in the lesson format (see `Lessons/FORMAT.md`, *Exercises*): a header, text
/// saying what to achieve, one `@exercise` line naming the starter and its reference
/// solution, `@check` lines over the trace of each run, and `@hint` lines, easiest first.
package struct Exercise: Sendable {
    /// One `@check NAME: CONDITION`.
    package struct Check: Sendable {
        package var name: String
        package var condition: RepeatedCondition
        /// The line of the exercise file it is written on.
        package var line: Int
        /// What a failure of it says (`@fail NAME: TEXT`), its `{figures}` filled in from the failing
        /// run or schedule; nil: the condition's own words.
        package var failure: String?
    }

    package var id: String
    package var title: String
    /// The lesson this exercise belongs to (`learn list` marks it when solved).
    package var lesson: String
    package var sources: [String]
    /// What to achieve, as the learner reads it.
    package var text: String
    /// The starter's file name (`race.swift`) and text.
    package var starterName: String
    package var starter: String
    /// The reference solution's file name and text: shown only after a pass or on giving up.
    package var solutionName: String
    package var solution: String
    /// The judge's file name (`race.judge.swift`) and text: the exercise's own code, compiled
    /// beside the learner's file as the program's main, that drives it and records the facts the
    /// checks read. nil: an exercise of the older format, whose checks read the learner's own trace.
    package var judgeName: String?
    package var judge: String?
    /// How many traced runs a verify makes (ThreadSanitizer runs once more).
    package var runs: Int
    /// Under the scheduler: how many schedules the bounded search may run, and how many random ones follow it.
    package var schedules = 60
    package var randomSchedules = 20
    package var checks: [Check]
    package var hints: [String]
    /// Where the exercise was read from (`Exercises/race.md`).
    package var path: String
}
