import LearnJudge
import LearnLanguage
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
        /// How many runs it was judged over (its words say `in every run` of more than one).
        package var judgedRuns: Int
        package var figures: String?

        /// The check's condition in words of `say`'s language, over the runs it was judged in.
        package func words(_ say: Catalogue = Catalogue(.en)) -> String { check.condition.words(runs: judgedRuns, say) }
    }

    package enum Outcome: Sendable {
        /// The file could not be read (deleted, a folder, not UTF-8).
        case unreadable(String)
        /// The compiler's diagnostics, at the learner's lines.
        case didNotCompile(String)
        /// The file reaches past the judge (``JudgeReach``): not judged.
        case refused(String)
        /// Runs were made and judged.
        case judged
    }

    package var outcome: Outcome
    /// Every run checked, in order: for a judged exercise, its free runs, then the schedules
    /// explored, then the random ones (``trials`` says which is which).
    package var runs: [PlayRun] = []
    /// A judged exercise's runs, one per entry of ``runs``; empty for an exercise of the older format.
    package var trials: [Trial] = []
    /// How far the search over schedules went (a judged exercise).
    package var search: Search?
    package var failed: [FailedCheck] = []
    /// Checks that need only some run to hold, left undecided because the verify stopped at a failure.
    package var undecided: [String] = []
    /// A run that crashed, hung or was stopped: its number and what happened.
    package var problem: (run: Int, text: String)?
    /// The first run (1-based) in which the race detector found a data race, and its sentence: the
    /// program is wrong whatever its checks said of that run.
    package var race: (run: Int, text: String)?
    /// Calls at the learner's lines that read or write memory where the race detector cannot see
    /// (``GateSites/UnseenCall``): no run can show the file free of data races, so it never passes.
    package var unseen: [GateSites.UnseenCall] = []
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
    /// When a free run broke the rule (it has no token and no steps), the first schedule of a
    /// short search that breaks it too: its run and trial, whose story and token the failure
    /// shows (``ExerciseVerifier/findsWitness``). It counts in no figure of the verdict.
    package var witness: (run: PlayRun, trial: Trial)?

    package init(outcome: Outcome) { self.outcome = outcome }

    /// Which run of a judged verify a ``runs`` entry is.
    package struct Trial: Sendable, Equatable {
        package enum Kind: Sendable, Equatable {
            /// Run as the operating system schedules it.
            case free
            /// A schedule of the bounded search (CHESS's preemption bound).
            case explored
            /// A schedule chosen at random at each gate.
            case random
            /// A token's schedule, replayed.
            case replayed
        }
        package var kind: Kind
        /// 1-based, within its kind.
        package var number: Int
        /// Replays it (`learn verify ID --replay TOKEN:SEED`); nil for a free run.
        package var token: ScheduleToken?
        /// The seed of the judge's inputs in it.
        package var seed: UInt64?

        /// What `--replay` takes: the schedule's token and the inputs' seed.
        package var replay: String? { token.map { "\($0):\(seed ?? 0)" } }

        /// "run 3", "schedule 12", "random schedule 4".
        package var words: String { words(Catalogue(.en)) }

        /// "run 3", "schedule 12", "random schedule 4", in the catalogue's language.
        package func words(_ words: Catalogue) -> String {
            switch kind {
            case .free: words(.trialRun, number)
            case .explored: words(.trialSchedule, number)
            case .random: words(.trialRandom, number)
            case .replayed: words(.trialReplayed)
            }
        }
    }

    /// The schedules a judged verify ran.
    package struct Search: Sendable, Equatable {
        package var explored = 0
        /// True when every schedule within the preemption bound was run.
        package var complete = false
        package var random = 0
        package var preemptions = 2
        /// How many of its runs took a path the search did not foresee (it counts them, never judges by them).
        package var divergent = 0
    }

    /// What the learner reads for the `index`th run (0-based): "run 3", "schedule 12".
    package func runWords(_ index: Int, _ words: Catalogue = Catalogue(.en)) -> String {
        index < trials.count ? trials[index].words(words) : words(.trialRun, index + 1)
    }

    /// True when learn's race detector followed every run and schedule of the verify (a judged
    /// verify): no race found (``race`` nil) then means none in any of them, without ThreadSanitizer.
    package var racesFollowed = false

    package var passed: Bool {
        guard case .judged = outcome else { return false }
        // races: judged by learn's race detector in every run (a judged verify), else by ThreadSanitizer
        let noRace = race == nil && (tsan.map { !$0.foundRace } ?? racesFollowed)
        return failed.isEmpty && problem == nil && noRace && unseen.isEmpty && !runs.isEmpty && !changedMeanwhile
            && !trials.contains { $0.kind == .replayed }
    }

    /// The run whose lanes explain the failure: the first failing check's, else the last.
    package var failingRun: PlayRun? {
        if let first = failed.first { return runs[first.run - 1] }
        if let problem, problem.run >= 1, problem.run <= runs.count { return runs[problem.run - 1] }
        if let race, race.run >= 1, race.run <= runs.count { return runs[race.run - 1] }
        return nil
    }
}
