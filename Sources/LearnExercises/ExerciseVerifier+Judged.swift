import Foundation
import LearnJudge
import LearnLanguage
import LearnPlay
import LearnRunner
import LearnTrace
import Synchronization

/// A verify of an exercise with a judge (`judge=` on its `@exercise` line): the learner's file is
/// compiled once beside the judge, with ThreadSanitizer's instrumentation, and linked against
/// learn's scheduler: every free run, explored schedule and random schedule is the same program,
/// its accesses followed by learn's race detector. Every check is read from the judge's facts
/// (``JudgedTrace``) in every run and every schedule. With ``threadSanitizer`` (`--tsan`) the same
/// object is also run once linked against ThreadSanitizer.
extension ExerciseVerifier {
    func verifyJudged(_ exercise: Exercise, source: PlaySource) throws(PlayError) -> ExerciseVerdict {
        let started = Date()
        let words = Catalogue(language)
        func lap(_ what: String) {
            guard ProcessInfo.processInfo.environment["LEARN_VERIFY_TIMES"] != nil else { return }
            FileHandle.standardError.write(Data("\(what) \(Date().timeIntervalSince(started))\n".utf8))
        }
        let build: PlayBuild
        switch try judgedBuild(exercise, source) {
        case .success(let made): build = made
        case .failure(let refusal): return refusal.verdict
        }
        lap("build")
        let playground = self.playground
        let sanitizing = (threadSanitizer ? build.sanitized : nil).map { tsanBuild in
            Background { () throws(PlayError) in try playground.judge(tsanBuild, runs: tsanRuns) }
        }
        var verdict = ExerciseVerdict(outcome: .judged)
        verdict.racesFollowed = true
        verdict.source = source
        verdict.notices = build.notice.map { [$0] } ?? []
        verdict.unseen = build.unseenCalls
        // Every run of the verify forks from one process of the program (its libraries loaded once).
        // Its free runs are judged by the race detector too: a free run is real, and a race it
        // shows is one the program allows.
        var scheduled = try playground.scheduled(build, preemptions: 2).withZygote()
        scheduled.judgesFreeRuns = true
        let program = scheduled
        let every = exercise.checks.filter { $0.condition.quantifier == .every }
        // A bounded search's explorer, with a new seed for the whole search (a prefix replays only
        // over the same inputs), and the seed, which its trials keep.
        func seededExplorer() -> (seed: UInt64, explorer: JudgedExplorer) {
            let seed = Self.newSeed()
            var seeded = program
            seeded.judgeSeed = seed
            var explorer = JudgedExplorer(program: seeded, build: build, parallelism: parallelSchedules)
            explorer.words = words
            return (seed, explorer)
        }
        // 1. Free runs, two at a time: the first that crashes, hangs or fails a check ends them.
        let free = RunSeries(count: runs ?? exercise.runs, parallelism: parallelRuns)
        // Every free run but the first is noisy (``ScheduledProgram/noiseSeed``): a file that behaves
        // only when it can tell it is scheduled shows its other self in runs it cannot tell apart.
        let made = try free.parallel { index throws(PlayError) in
            var seeded = program
            seeded.judgeSeed = Self.newSeed()
            if index > 0 { seeded.noiseSeed = Self.newSeed() }
            return Self.judgedRun(seeded.run(Self.request(build, language: language), live: { _ in }), words)
        } judge: { run in
            Self.step(after: run, exercise, every: every)
        }
        verdict.runs = made.runs
        verdict.trials = made.runs.indices.map { .init(kind: .free, number: $0 + 1, token: nil) }
        verdict.interrupted = made.ending == .interrupted
        lap("free")
        if !verdict.interrupted, Self.stillHolds(verdict, exercise, every: every) {
            onProgress?(words(.verifyFreeRunsHeld, ExerciseVerdict.count(made.runs.count, .run, words)))
        }
        var search = ExerciseVerdict.Search()
        // 2. The bounded search, then random schedules, while everything holds.
        if !verdict.interrupted, Self.stillHolds(verdict, exercise, every: every) {
            let (seed, explorer) = seededExplorer()
            let explored = explorer.explore(limit: schedules ?? exercise.schedules, seconds: scheduleSeconds) { run in
                !Self.breaks(run, exercise, every: every)
            }
            search.explored = explored.runs.count
            search.complete = explored.complete
            search.divergent = explored.divergent
            verdict.interrupted = explored.interrupted
            for (index, run) in explored.runs.enumerated() {
                verdict.runs.append(run.run)
                verdict.trials.append(.init(kind: .explored, number: index + 1, token: run.token, seed: seed))
            }
        }
        // 2a. Free runs broke it and no schedule was tried: a short search for one that breaks
        // it too gives the failure a story and a token (counted in no figure: the verdict stands
        // on the runs above).
        if findsWitness, !verdict.interrupted, search.explored == 0, !Self.stillHolds(verdict, exercise, every: every) {
            let (seed, explorer) = seededExplorer()
            let found = explorer.explore(limit: witnessSchedules, seconds: min(scheduleSeconds, 15)) { run in
                !Self.breaks(run, exercise, every: every)
            }
            if let index = found.runs.lastIndex(where: { Self.breaks($0.run, exercise, every: every) }) {
                verdict.witness = (
                    found.runs[index].run, .init(kind: .explored, number: index + 1, token: found.runs[index].token, seed: seed)
                )
            }
        }
        lap("explored")
        if !verdict.interrupted, Self.stillHolds(verdict, exercise, every: every), (randomSchedules ?? exercise.randomSchedules) > 0 {
            let base = UInt64.random(in: 1...UInt64(UInt32.max))
            let planned = randomSchedules ?? exercise.randomSchedules
            // A check that needs one run to hold (`in any run`: the tellers overlapped) is given
            // its fair chance: while it has not held, more random schedules follow, up to
            // `extraSchedules` of them, so a right answer never fails it for want of tries.
            let some = exercise.checks.filter { $0.condition.quantifier != .every }
            var made = 0, target = planned
            while made < target, !verdict.interrupted {
                let series = RunSeries(count: target - made, parallelism: parallelSchedules)
                let first = made
                let random = try series.parallel { index throws(PlayError) -> JudgedExplorer.Schedule in
                    var seeded = program
                    seeded.randomSeed = base + UInt64(first + index)
                    seeded.judgeSeed = base &* 31 &+ UInt64(first + index)
                    var request = Self.request(build, language: language)
                    request.schedule = .explore(prefix: nil)
                    let result = seeded.run(request, live: { _ in })
                    return .init(run: Self.judgedRun(result, words), token: result.schedule?.token, seed: seeded.judgeSeed)
                } judge: { schedule in
                    Self.step(after: schedule.run, exercise, every: every)
                }
                verdict.interrupted = random.ending == .interrupted
                for schedule in random.runs {
                    made += 1
                    verdict.runs.append(schedule.run)
                    verdict.trials.append(.init(kind: .random, number: made, token: schedule.token, seed: schedule.seed))
                }
                guard random.ending == .complete, Self.stillHolds(verdict, exercise, every: every) else { break }
                let unmet = some.contains { check in
                    var one = exercise
                    one.checks = [check]
                    return !Self.failedChecks(one, runs: verdict.runs.filter { $0.problem == nil }).isEmpty
                }
                if unmet, made >= planned { target = min(planned + extraSchedules, made + 8) }
            }
            search.random = made
        }
        lap("random")
        verdict.search = search
        if let index = verdict.runs.firstIndex(where: { $0.problem != nil }) {
            verdict.runs[index].diagnosis = playground.continuationSentences(verdict.runs[index].trace, build)
        }
        if let index = verdict.runs.firstIndex(where: { $0.problem != nil }), let problem = verdict.runs[index].problem {
            verdict.problem = (index + 1, problem)
        }
        if let index = verdict.runs.firstIndex(where: { $0.race != nil }), let race = verdict.runs[index].race {
            verdict.race = (index + 1, race)
        }
        // A run that crashed, hung or was stopped is judged by what happened to it (``problem``),
        // never by facts its judge had no time to record.
        verdict.failed = Self.failedChecks(exercise, runs: verdict.runs).compactMap { failure in
            Self.onFinished(failure, runs: verdict.runs, exercise: exercise)
        }
        // A check that needs one run to hold (`in any run`) is not decided by a verify that stopped
        // at its first failure: it had no fair chance, so it is neither failed nor passed.
        if verdict.problem != nil || verdict.failed.contains(where: { $0.check.condition.quantifier == .every }) {
            verdict.undecided = verdict.failed.filter { $0.check.condition.quantifier != .every }.map(\.check.name)
            verdict.failed.removeAll { $0.check.condition.quantifier != .every }
        }
        let tsan = sanitizing.map { $0.result() }
        lap("tsan")
        guard !verdict.interrupted, judgeFailures || (verdict.failed.isEmpty && verdict.problem == nil) else { return verdict }
        switch tsan {
        case .success(let found)?: verdict.tsan = found
        case .failure(let error)?: throw error
        case nil: break
        }
        if let last = verdict.tsan?.runs.last, let problem = last.problem, verdict.problem == nil {
            verdict.problem = (0, words(.verifyUnderTSan, problem))
        }
        return verdict
    }

    /// One schedule of a judged verify again (`learn verify ID --replay TOKEN`): the same checks,
    /// over that schedule alone; no ThreadSanitizer.
    package func replay(_ exercise: Exercise, path: String, token: ScheduleToken, seed: UInt64) throws(PlayError) -> ExerciseVerdict {
        let source: PlaySource
        do { source = try PlaySource.load(path) } catch { return ExerciseVerdict(outcome: .unreadable(error.message(Catalogue(language)))) }
        let build: PlayBuild
        switch try judgedBuild(exercise, source) {
        case .success(let made): build = made
        case .failure(let refusal): return refusal.verdict
        }
        var program = try playground.scheduled(build, preemptions: 2)
        program.judgeSeed = seed
        var request = Self.request(build, language: language)
        request.schedule = .replay(token)
        let result = program.run(request, live: { _ in })
        var verdict = ExerciseVerdict(outcome: .judged)
        verdict.source = source
        if let mismatch = result.schedule?.mismatch {
            let words = Catalogue(language)
            return ExerciseVerdict(outcome: .refused(words(.verifyTokenMismatch, ScheduleMismatch.said(mismatch, in: words))))
        }
        verdict.runs = [Self.judgedRun(result, Catalogue(language))]
        if verdict.runs[0].problem != nil { verdict.runs[0].diagnosis = playground.continuationSentences(verdict.runs[0].trace, build) }
        verdict.trials = [.init(kind: .replayed, number: 1, token: token, seed: seed)]
        if let problem = verdict.runs[0].problem { verdict.problem = (1, problem) }
        if let race = verdict.runs[0].race { verdict.race = (1, race) }
        verdict.failed = Self.failedChecks(exercise, runs: verdict.runs)
        return verdict
    }

    /// Why a learner's file gets a verdict without being run: it reaches into learn, or it does not compile.
    struct NotRun: Error {
        let verdict: ExerciseVerdict
    }

    /// The learner's file built beside the exercise's judge, or the verdict of a file that cannot be.
    func judgedBuild(_ exercise: Exercise, _ source: PlaySource) throws(PlayError) -> Result<PlayBuild, NotRun> {
        let words = Catalogue(language)
        if let reach = JudgeReach.find(source.text) {
            return .failure(
                NotRun(verdict: ExerciseVerdict(outcome: .refused(words(.verifyReaches, reach.line, reach.word, words(reach.what))))))
        }
        var judged = source
        judged.judge = exercise.judge
        judged.judgeName = exercise.judgeName ?? "judge.swift"
        // What the file declares, read by the parser while it compiles.
        let toolchain = playground.toolchain
        let declarations = Background { () throws(PlayError) in
            (LearnerDeclarations.read(source.text, toolchain: toolchain), LearnerDeclarations.read(exercise.starter, toolchain: toolchain))
        }
        let built: PlayBuild
        do { built = try playground.build(judged, mode: .scheduled) } catch {
            if case .success(let (learner?, starter?)) = declarations.result(),
                let finding = JudgeShadowing.find(learner: learner, starter: starter, judgeText: judgeText(exercise))
            {
                return .failure(NotRun(verdict: ExerciseVerdict(outcome: .refused(finding.sentence(words)))))
            }
            if case .compileFailed(_, let diagnostics) = error {
                return .failure(
                    NotRun(
                        verdict: ExerciseVerdict(outcome: .didNotCompile(Self.explainJudged(diagnostics, exercise: exercise, words: words)))
                    ))
            }
            throw error
        }
        switch declarations.result() {
        case .success(let (learner?, starter?)):
            if let finding = JudgeShadowing.find(learner: learner, starter: starter, judgeText: judgeText(exercise)) {
                return .failure(NotRun(verdict: ExerciseVerdict(outcome: .refused(finding.sentence(words)))))
            }
        default:
            // A file the parser cannot read (it could not be run) is not judged: no rule about
            // what it declares could be checked.
            return .failure(
                NotRun(
                    verdict: ExerciseVerdict(
                        outcome: .refused(words(.declarationsUnreadable)))))
        }
        return .success(built)
    }

    /// The judge's text and the prelude learn adds to it: the names a learner's file may not take.
    private func judgeText(_ exercise: Exercise) -> String {
        (exercise.judge ?? "") + "\n" + PlaySupportSource.judgePreludeText
    }

}
