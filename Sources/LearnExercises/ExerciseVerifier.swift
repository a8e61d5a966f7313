import Foundation
import LearnJudge
import LearnLanguage
import LearnPlay
import LearnRunner
import LearnTrace

/// Verifies a learner's file against an exercise: compiles it (traced and under
/// ThreadSanitizer), runs it the exercise's number of times, applies every check to every
/// run, and asks ThreadSanitizer once.
package struct ExerciseVerifier: Sendable {
    package var playground: Playground
    /// Traced runs; nil: the exercise's own number.
    package var runs: Int?
    /// ThreadSanitizer runs (it stops at the first report).
    package var tsanRuns = 1
    /// Whether a judged verify also runs the program under ThreadSanitizer (`verify --tsan`). Its
    /// race detector already follows every free run and schedule of the one program; a
    /// ThreadSanitizer build is another binary that a program can tell apart (issue 35), and on
    /// the cheat corpus it found no race the detector had not (13 of 13 found by both).
    package var threadSanitizer = false
    /// Whether ThreadSanitizer judges a file that already failed a check: the learner sees
    /// both; a test that needs only the verdict saves the run.
    package var judgeFailures = true
    /// How many traced runs are made at once (each is its own process).
    package var parallelRuns = min(2, max(1, ProcessInfo.processInfo.activeProcessorCount))
    /// How many schedules of a judged verify run at once: more than the cores, as a scheduled run
    /// also waits (for a thread to stand still, for the census's second look, on a busy machine
    /// for a core), and the explorer's next prefixes come from the schedules under way.
    package var parallelSchedules = min(4, 2 * max(1, ProcessInfo.processInfo.activeProcessorCount))
    /// A judged exercise: at most this many explored and random schedules (nil: the exercise's own).
    package var schedules: Int?
    package var randomSchedules: Int?
    /// A judged verify tells its first findings as they come (the free runs held), before the
    /// schedules: `--watch` shows them at once.
    package var onProgress: (@Sendable (String) -> Void)?
    /// Called once a verify of a file has its verdict, before the file is read again to see
    /// whether it changed meanwhile (a test changes the file here).
    package var beforeRecheck: (@Sendable () -> Void)?
    /// The language of the lines a verify tells as it goes (``onProgress``), and of its notes and
    /// refusals (a run stuck under a schedule, a file that reaches into learn, a compile's notes).
    package var language = Language.en
    /// When a free run breaks the rule, search up to ``witnessSchedules`` schedules for one that
    /// breaks it too, for the failure's story and a token that replays it (`learn verify` does;
    /// the judge's test suites, which only need the verdict, do not).
    package var findsWitness = false
    package var witnessSchedules = 60

    package init(playground: Playground, runs: Int? = nil) {
        self.playground = playground
        self.runs = runs
    }

    /// Verifies the file at `path`; errors of the toolchain itself (no swiftc) are thrown.
    package func verify(_ exercise: Exercise, path: String) throws(PlayError) -> ExerciseVerdict {
        let started = Date()
        let source: PlaySource
        do { source = try PlaySource.load(path) } catch {
            return ExerciseVerdict(outcome: .unreadable(error.message(Catalogue(language))))
        }
        var verdict = try verify(exercise, source: source)
        verdict.seconds = Date().timeIntervalSince(started)
        beforeRecheck?()
        // A save during the verify: the verdict is for text that is no longer the file.
        if (try? PlaySource.load(path))?.text != source.text { verdict.changedMeanwhile = true }
        return verdict
    }

    /// Verifies a file's text as it was read.
    package func verify(_ exercise: Exercise, source: PlaySource) throws(PlayError) -> ExerciseVerdict {
        if exercise.judge != nil { return try verifyJudged(exercise, source: source) }
        // The ThreadSanitizer build compiles on another thread while the traced build compiles
        // and runs: on two cores the traced runs need not wait for the slower compiler.
        let sanitizing = judgeFailures ? Background { () throws(PlayError) in try playground.build(source, mode: .threadSanitizer) } : nil
        let traced: PlayBuild
        do { traced = try playground.build(source, mode: .traced) } catch {
            _ = sanitizing?.result()  // it fails alike; no compiler is left running
            if case .compileFailed(_, let diagnostics) = error { return ExerciseVerdict(outcome: .didNotCompile(diagnostics)) }
            throw error
        }
        var verdict = ExerciseVerdict(outcome: .judged)
        verdict.source = source
        verdict.notices = traced.notice.map { [$0] } ?? []
        // Checks that must hold in every run are decided run by run: the first failing run
        // ends the series, so a broken file gets its verdict at once.
        let stopEarly = exercise.checks.allSatisfy { $0.condition.quantifier == .every }
        let made: RunSeries.Made<PlayRun>
        do { made = try series(traced, exercise: exercise, stopEarly: stopEarly) } catch {
            _ = sanitizing?.result()
            throw error
        }
        verdict.runs = made.runs
        verdict.interrupted = made.ending == .interrupted
        if let last = made.runs.last, let problem = last.problem { verdict.problem = (made.runs.count, problem) }
        verdict.failed = Self.failedChecks(exercise, runs: verdict.runs)
        guard !verdict.interrupted, judgeFailures || (verdict.failed.isEmpty && verdict.problem == nil) else {
            _ = sanitizing?.result()
            return verdict
        }
        let build: PlayBuild
        do {
            if let sanitizing {
                build = try sanitizing.result().get()
            } else {
                build = try playground.build(source, mode: .threadSanitizer)
            }
        } catch {
            if case .compileFailed(_, let diagnostics) = error { return ExerciseVerdict(outcome: .didNotCompile(diagnostics)) }
            throw error
        }
        if let notice = build.notice { verdict.notices.append(notice) }
        verdict.tsan = try playground.judge(build, runs: tsanRuns)
        if let last = verdict.tsan?.runs.last, let problem = last.problem, verdict.problem == nil {
            verdict.problem = (0, Catalogue(language)(.verifyUnderTSan, problem))
        }
        return verdict
    }

    /// The traced runs of a verify, ``parallelRuns`` at a time: the series ends at the first
    /// run that crashed, hung or was stopped, or (with `stopEarly`) failed a check.
    private func series(_ build: PlayBuild, exercise: Exercise, stopEarly: Bool) throws(PlayError) -> RunSeries.Made<PlayRun> {
        let playground = self.playground
        let series = RunSeries(count: runs ?? exercise.runs, parallelism: parallelRuns)
        return try series.parallel { _ throws(PlayError) in
            try playground.run(build)
        } judge: { run in
            if run.result.status == .interrupted { return .interrupted }
            return run.problem != nil || (stopEarly && !Self.failedChecks(exercise, runs: [run]).isEmpty) ? .stop : .next
        }
    }

    /// Every check that failed in some run, in the order written.
    static func failedChecks(_ exercise: Exercise, runs: [PlayRun]) -> [ExerciseVerdict.FailedCheck] {
        guard !runs.isEmpty else { return [] }
        var verdicts = RunVerdicts(runs: runs.map(\.result), conditions: exercise.checks.map(\.condition))
        // A check that needs some run to show a fact (`in any run`, `in >= K runs`) is shown only by
        // runs whose order a real run could take: a schedule that moved the clock while a thread could
        // still go on (a timeout before a quick signal), or in which a timed wait of the program's
        // timed out at all (a wait for a job that a real run finishes in time: `dependencies`' timed
        // chain), may break a check of every run, but witnesses nothing.
        let timely = runs.indices.filter { index in
            runs[index].result.schedule.map { $0.clockEarly != true && !$0.timedOut } ?? true
        }
        var timelyVerdicts = RunVerdicts(runs: timely.map { runs[$0].result }, conditions: exercise.checks.map(\.condition))
        var failed: [ExerciseVerdict.FailedCheck] = []
        for check in exercise.checks {
            let some = check.condition.quantifier != .every
            // Both decide every check, in order: a later check may name an earlier one (`ten in >= 3 runs`).
            let overAll = verdicts.decide(check.name, check.condition)
            let overTimely = timely.isEmpty ? nil : timelyVerdicts.decide(check.name, check.condition)
            // A check of some runs is judged over the timely ones, and fails when there are none.
            let judged = some ? overTimely : overAll
            guard judged?.holds != true else { continue }
            let result = judged ?? overAll
            let index = result.perRun.firstIndex(of: false) ?? 0
            let first = judged != nil && some ? timely[index] : index
            failed.append(
                .init(
                    check: check, run: first + 1, failedRuns: result.perRun.filter { !$0 }.count,
                    judgedRuns: result.perRun.count,
                    figures: ConditionEvaluator(runs[first].result).figures(check.condition.condition)))
        }
        return failed
    }
}
