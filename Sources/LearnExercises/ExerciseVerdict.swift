import LearnLessons
import LearnPlay
import LearnTrace

/// What a verify found: a pass needs every check in every run and ThreadSanitizer silent.
public struct ExerciseVerdict: Sendable {
    /// A check that did not hold: in which run first, in how many, and the run's figures.
    public struct FailedCheck: Sendable {
        public var check: Exercise.Check
        /// 1-based number of the first run it failed in.
        public var run: Int
        public var failedRuns: Int
        public var words: String
        public var figures: String?
    }

    public enum Outcome: Sendable {
        /// The file could not be read (deleted, a folder, not UTF-8).
        case unreadable(String)
        /// The compiler's diagnostics, at the learner's lines.
        case didNotCompile(String)
        /// Runs were made and judged.
        case judged
    }

    public var outcome: Outcome
    public var runs: [PlayRun] = []
    public var failed: [FailedCheck] = []
    /// A run that crashed, hung or was stopped: its number and what happened.
    public var problem: (run: Int, text: String)?
    public var tsan: TSanVerdict?
    /// The learner's file as it was verified.
    public var source: PlaySource?
    public var seconds: Double = 0
    /// The file changed (or went away) between the start of the verify and its verdict: the
    /// verdict is for text that is no longer the file, so it is never a pass.
    public var changedMeanwhile = false

    public init(outcome: Outcome) { self.outcome = outcome }

    public var passed: Bool {
        guard case .judged = outcome else { return false }
        return failed.isEmpty && problem == nil && tsan?.foundRace == false && !runs.isEmpty && !changedMeanwhile
    }

    /// The run whose lanes explain the failure: the first failing check's, else the last.
    public var failingRun: PlayRun? {
        if let first = failed.first { return runs[first.run - 1] }
        if let problem, problem.run >= 1, problem.run <= runs.count { return runs[problem.run - 1] }
        return nil
    }
}
