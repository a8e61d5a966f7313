import LearnJudge
import LearnPlay
import LearnTrace

/// What a verify found: a pass needs every check in every run and ThreadSanitizer silent.
package struct ExerciseVerdict: Sendable {
    /// A check that did not hold: in which run first, in how many, and the run's figures.
    package struct FailedCheck: Sendable {
        package var check: Exercise.Check
        /// 1-based number of the first run it failed in.
        package var run: Int
        package var failedRuns: Int
        package var words: String
        package var figures: String?
    }

    package enum Outcome: Sendable {
        /// The file could not be read (deleted, a folder, not UTF-8).
        case unreadable(String)
        /// The compiler's diagnostics, at the learner's lines.
        case didNotCompile(String)
        /// Runs were made and judged.
        case judged
    }

    package var outcome: Outcome
    package var runs: [PlayRun] = []
    package var failed: [FailedCheck] = []
    /// A run that crashed, hung or was stopped: its number and what happened.
    package var problem: (run: Int, text: String)?
    /// Ctrl-C stopped the traced runs: the verdict is not a judgement of the file.
    package var interrupted = false
    package var tsan: TSanVerdict?
    /// The learner's file as it was verified.
    package var source: PlaySource?
    package var seconds: Double = 0
    /// The file changed (or went away) between the start of the verify and its verdict: the
    /// verdict is for text that is no longer the file, so it is never a pass.
    package var changedMeanwhile = false
    /// What the builds had to say (a cached program changed on disk, so built again).
    package var notices: [String] = []

    package init(outcome: Outcome) { self.outcome = outcome }

    package var passed: Bool {
        guard case .judged = outcome else { return false }
        return failed.isEmpty && problem == nil && tsan?.foundRace == false && !runs.isEmpty && !changedMeanwhile
    }

    /// The run whose lanes explain the failure: the first failing check's, else the last.
    package var failingRun: PlayRun? {
        if let first = failed.first { return runs[first.run - 1] }
        if let problem, problem.run >= 1, problem.run <= runs.count { return runs[problem.run - 1] }
        return nil
    }
}
