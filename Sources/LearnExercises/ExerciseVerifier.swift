import Foundation
import LearnLessons
import LearnPlay
import LearnRunner
import LearnTrace

/// Verifies a learner's file against an exercise: compiles it (traced and under
/// ThreadSanitizer), runs it the exercise's number of times, applies every check to every
/// run, and asks ThreadSanitizer once.
public struct ExerciseVerifier: Sendable {
    public var playground: Playground
    /// Traced runs; nil: the exercise's own number.
    public var runs: Int?
    /// ThreadSanitizer runs (it stops at the first report).
    public var tsanRuns = 1
    /// Whether ThreadSanitizer judges a file that already failed a check: the learner sees
    /// both; a test that needs only the verdict saves the run.
    public var judgeFailures = true
    /// Called once a verify of a file has its verdict, before the file is read again to see
    /// whether it changed meanwhile (a test changes the file here).
    public var beforeRecheck: (@Sendable () -> Void)?

    public init(playground: Playground, runs: Int? = nil) {
        self.playground = playground
        self.runs = runs
    }

    /// Verifies the file at `path`; errors of the toolchain itself (no swiftc) are thrown.
    public func verify(_ exercise: Exercise, path: String) throws(PlayError) -> ExerciseVerdict {
        let started = Date()
        let source: PlaySource
        do { source = try PlaySource.load(path) } catch {
            return ExerciseVerdict(outcome: .unreadable(error.message))
        }
        var verdict = try verify(exercise, source: source)
        verdict.seconds = Date().timeIntervalSince(started)
        beforeRecheck?()
        // A save during the verify: the verdict is for text that is no longer the file.
        if (try? PlaySource.load(path))?.text != source.text { verdict.changedMeanwhile = true }
        return verdict
    }

    /// Verifies a file's text as it was read.
    public func verify(_ exercise: Exercise, source: PlaySource) throws(PlayError) -> ExerciseVerdict {
        let traced: PlayBuild
        var sanitized: PlayBuild?
        do {
            if judgeFailures { (traced, sanitized) = try buildBoth(source) } else { traced = try playground.build(source, mode: .traced) }
        } catch {
            if case .compileFailed(_, let diagnostics) = error { return ExerciseVerdict(outcome: .didNotCompile(diagnostics)) }
            throw error
        }
        var verdict = ExerciseVerdict(outcome: .judged)
        verdict.source = source
        let count = runs ?? exercise.runs
        // Checks that must hold in every run are decided run by run: the first failing run
        // ends the series, so a broken file gets its verdict at once.
        let stopEarly = exercise.checks.allSatisfy { $0.condition.quantifier == .every }
        for index in 0..<count {
            let run = try playground.run(traced)
            verdict.runs.append(run)
            if let problem = run.problem {
                verdict.problem = (index + 1, problem)
                break
            }
            if stopEarly, !Self.failedChecks(exercise, runs: [run]).isEmpty { break }
        }
        verdict.failed = Self.failedChecks(exercise, runs: verdict.runs)
        if verdict.problem?.text != "stopped by Ctrl-C", judgeFailures || (verdict.failed.isEmpty && verdict.problem == nil) {
            let build: PlayBuild
            if let sanitized { build = sanitized } else { build = try playground.build(source, mode: .threadSanitizer) }
            verdict.tsan = try playground.judge(build, runs: tsanRuns)
            if let last = verdict.tsan?.runs.last, let problem = last.problem, verdict.problem == nil {
                verdict.problem = (0, "under ThreadSanitizer " + problem)
            }
        }
        return verdict
    }

    /// Compiles the traced and the ThreadSanitizer build at once (two cores, two compilers).
    private func buildBoth(_ source: PlaySource) throws(PlayError) -> (PlayBuild, PlayBuild) {
        let playground = self.playground
        let sanitized = Locked<Result<PlayBuild, PlayError>?>(nil)
        let done = DispatchSemaphore(value: 0)
        let signalling = Thread {
            sanitized.set(Result { () throws(PlayError) in try playground.build(source, mode: .threadSanitizer) })
            done.signal()
        }
        signalling.start()
        let traced = Result<PlayBuild, PlayError> { () throws(PlayError) in try playground.build(source, mode: .traced) }
        done.wait()
        // The traced build's messages come first: both builds fail alike on a compile error.
        let first = try traced.get()
        return (first, try sanitized.get()!.get())
    }

    /// Every check that failed in some run, in the order written.
    static func failedChecks(_ exercise: Exercise, runs: [PlayRun]) -> [ExerciseVerdict.FailedCheck] {
        guard !runs.isEmpty else { return [] }
        var evaluator = ConditionEvaluator(runs: runs.map(\.result))
        var failed: [ExerciseVerdict.FailedCheck] = []
        for check in exercise.checks {
            let result = evaluator.evaluate(check.condition)
            evaluator.named[check.name] = result
            guard !result.holds else { continue }
            let first = result.perRun.firstIndex(of: false) ?? 0
            failed.append(.init(check: check, run: first + 1, failedRuns: result.perRun.filter { !$0 }.count,
                                words: check.condition.words(runs: runs.count),
                                figures: evaluator.figures(check.condition.condition, run: first)))
        }
        return failed
    }
}
