import Foundation
import LearnJudge
import LearnLanguage
import LearnPlay
import LearnRunner
import LearnTrace
import Synchronization

/// What a judged verify decides after each run (whether the series goes on, whether every check
/// still holds), and how one run of the judged build is made and told.
extension ExerciseVerifier {
    /// True when a run or schedule crashed, hung or broke an `in every run` check.
    static func breaks(_ run: PlayRun, _ exercise: Exercise, every: [Exercise.Check]) -> Bool {
        run.problem != nil || !failedChecks(exercise, every: every, runs: [run]).isEmpty
    }

    /// What a series does after a run: stops at Ctrl-C or at a run that `breaks`, else goes on.
    static func step(after run: PlayRun, _ exercise: Exercise, every: [Exercise.Check]) -> RunSeries.Step {
        if run.result.status == .interrupted { return .interrupted }
        return breaks(run, exercise, every: every) ? .stop : .next
    }

    /// The most random schedules added to give an `in any run` check its chance.
    var extraSchedules: Int { 120 }

    /// Seconds the search over schedules may take at most (a verify of a broken file stops at its
    /// first failing schedule long before).
    var scheduleSeconds: Double { 20 }

    static func newSeed() -> UInt64 { UInt64.random(in: 1...UInt64(Int64.max)) }

    /// A judged run of `build`, told in `language`'s words.
    static func request(_ build: PlayBuild, language: Language) -> RunRequest {
        var request = RunRequest(program: ProgramTarget(fileName: build.source.fileName))
        request.pace = 0
        request.language = language
        return request
    }

    /// A judged run: its checks read the judge's facts only. A schedule in which no thread could
    /// go on says so (a deadlock or a lost wake-up), not that a watchdog stopped it.
    static func judgedRun(_ result: RunResult, _ words: Catalogue) -> PlayRun {
        var result = result
        let channel = JudgeChannel.problem(of: result, words: words)
        result.trace = JudgedTrace.view(result.trace)
        var run = PlayRun(result: result)
        run.judgeProblem = channel
        run.race = ScheduledProgram.raceSentence(result)
        if case .timedOut = result.status, result.schedule?.deadlock != nil {
            let diagnosis = WaitDiagnosis(trace: result.trace, status: result.status)
            let kind = diagnosis.hang.map { hang in
                switch hang {
                case .deadlock: words(.verifyHangDeadlock)
                case .lostWakeup: words(.verifyHangLostWakeup)
                }
            }
            let why = diagnosis.sentences(places: [:], words: words).map { "\n  " + $0 }.joined()
            run.stuck = words(.verifyStuck, kind ?? "") + why
        }
        return run
    }

    /// A failed check, counted over the runs that finished only; nil when it failed in none of them.
    static func onFinished(_ failure: ExerciseVerdict.FailedCheck, runs: [PlayRun], exercise: Exercise) -> ExerciseVerdict.FailedCheck? {
        guard failure.check.condition.quantifier == .every else { return failure }
        var subset = exercise
        subset.checks = [failure.check]
        let finished = runs.indices.filter { runs[$0].problem == nil }
        guard let decided = failedChecks(subset, runs: finished.map { runs[$0] }).first else { return nil }
        var mapped = decided
        mapped.run = finished[decided.run - 1] + 1
        return mapped
    }

    static func stillHolds(_ verdict: ExerciseVerdict, _ exercise: Exercise, every: [Exercise.Check]) -> Bool {
        !verdict.runs.contains { $0.problem != nil } && failedChecks(exercise, every: every, runs: verdict.runs).isEmpty
    }

    /// The `in every run` checks that fail in some run.
    static func failedChecks(_ exercise: Exercise, every: [Exercise.Check], runs: [PlayRun]) -> [ExerciseVerdict.FailedCheck] {
        var subset = exercise
        subset.checks = every
        return failedChecks(subset, runs: runs)
    }

    /// The compiler's messages, with a sentence where the cause is that the judge is the program's main.
    static func explainJudged(_ diagnostics: String, exercise: Exercise, words: Catalogue = Catalogue(.en)) -> String {
        let judge = exercise.judgeName ?? "judge.swift"
        var notes: [String] = []
        if diagnostics.contains("expressions are not allowed at the top level")
            || diagnostics.contains("statements are not allowed at the top level")
        {
            notes.append(words(.verifyNoteTopLevel, judge, exercise.id))
        }
        if diagnostics.contains(judge + ":") {
            notes.append(words(.verifyNoteJudgeNames, judge, exercise.id))
        }
        return ([diagnostics.trimmingCharacters(in: .newlines)] + notes).joined(separator: "\n")
    }
}
