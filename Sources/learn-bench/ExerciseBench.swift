import Foundation
import LearnExercises
import LearnPlay

/// `learn-bench exercise`: the proof of no false passes (per shipped exercise, the starter
/// fails at least 99 of 100 verifies and the solution passes 100 of 100), the time of a
/// verify of a correct solution (20 runs and one TSan run) with where that time goes, and
/// watch mode's save → verdict.
///
/// `--verifies N` makes a quicker proof (default 100 verifies of each file);
/// `LEARN_BENCH_EXERCISES=race,barrier` narrows it to some exercises (`none`: only the speed
/// figures); `LEARN_BENCH_SAMPLES=N` measures each speed figure N times (default 9; 0: only
/// the proof).
struct ExerciseBench: Benchmark {
    let name = "exercise"
    var verifies = 100
    /// How many times each speed figure is measured (its median is the figure).
    var samples = Int(ProcessInfo.processInfo.environment["LEARN_BENCH_SAMPLES"] ?? "") ?? 9

    func run() -> [Figure] {
        guard var playground = try? Playground.standard() else {
            return [.notMeasured("verify of a solution", goal: "≤ 3 s median", why: "no swiftc on PATH")]
        }
        // Its own cache: every compile measured is a real one, and nothing else evicts its builds.
        let cache = NSTemporaryDirectory() + "learn-bench-exercise-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: cache) }
        playground.cache = PlayCache(root: cache)
        var figures = proof(playground)
        if samples > 0, let race = ExerciseCatalog.shipped.exercise("race") {
            figures += race.judge != nil ? judgedSpeed(race, playground) : speed(race, playground) + watch(race, playground)
        }
        return figures
    }

    /// The exercises the proof covers: all shipped, or those `LEARN_BENCH_EXERCISES` names.
    private var exercises: [Exercise] {
        let all = ExerciseCatalog.shipped.exercises
        guard let wanted = ProcessInfo.processInfo.environment["LEARN_BENCH_EXERCISES"], !wanted.isEmpty else { return all }
        let names = Set(wanted.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
        return all.filter { names.contains($0.id) }
    }

    /// `verifies` verifies of each starter and each solution, as `learn verify` makes them.
    private func proof(_ playground: Playground) -> [Figure] {
        var figures: [Figure] = [], problems: [String] = []
        let needed = verifies - verifies / 100  // at least 99 of 100
        for exercise in exercises {
            let verifier = ExerciseVerifier(playground: playground)
            let started = Date()
            var starterFailed = 0, byRace = 0, solutionPassed = 0
            var note = ""
            for _ in 0..<verifies {
                let verdict = try? verifier.verify(
                    exercise, source: PlaySource(path: "/bench/" + exercise.starterName, text: exercise.starter))
                if let verdict, !verdict.passed { starterFailed += 1 }
                if verdict?.race != nil || verdict?.tsan?.foundRace == true { byRace += 1 }
            }
            for _ in 0..<verifies {
                let verdict = try? verifier.verify(
                    exercise, source: PlaySource(path: "/bench/" + exercise.solutionName, text: exercise.solution))
                if let verdict, verdict.passed {
                    solutionPassed += 1
                } else if note.isEmpty, let verdict {
                    note =
                        " — first failure: "
                        + verdict.text(exercise).split(separator: "\n").filter { $0.hasPrefix("FAIL") }.prefix(2).joined(separator: "; ")
                }
            }
            let ok = starterFailed >= needed && solutionPassed == verifies
            if !ok { problems.append(exercise.id) }
            figures.append(
                Figure(
                    name: "\(exercise.id) (\(perVerify(exercise)) per verify)",
                    value: String(
                        format: "starter failed %d/%d (a data race found in %d), solution passed %d/%d, %.0f s%@",
                        starterFailed, verifies, byRace, solutionPassed, verifies, Date().timeIntervalSince(started), note),
                    goal: "starter ≥ \(needed)/\(verifies), solution \(verifies)/\(verifies)", met: ok))
        }
        figures.append(
            Figure(
                name: "no false passes (\(verifies) verifies of each starter and solution)",
                value: problems.isEmpty ? "all \(exercises.count) exercises" : "not met by " + problems.joined(separator: ", "),
                goal: "every exercise", met: problems.isEmpty))
        return figures
    }

    /// What one verify of `exercise` makes: its free runs and, judged, its schedules.
    private func perVerify(_ exercise: Exercise) -> String {
        guard exercise.judge != nil else { return "\(exercise.runs) runs" }
        return "\(exercise.runs) runs, up to \(exercise.schedules) explored and \(exercise.randomSchedules) random schedules"
    }

    /// A verify of a correct solution: once freshly saved (both builds compiled), once
    /// unchanged (both cached), and where the time goes.
    private func speed(_ exercise: Exercise, _ playground: Playground) -> [Figure] {
        let verifier = ExerciseVerifier(playground: playground, runs: 20)
        let lines = exercise.solution.split(separator: "\n", omittingEmptySubsequences: false).count
        func source(_ n: Int) -> PlaySource {
            PlaySource(path: "/bench/race.swift", text: exercise.solution + "// save \(n) \(UUID().uuidString)\n")
        }
        var oneAtATime = verifier
        oneAtATime.parallelRuns = 1
        var fresh: [Double] = [], cached: [Double] = [], passed = true
        var freshOne: [Double] = [], cachedOne: [Double] = []
        // Alternated with runs made one at a time, so a busy machine weighs on both alike.
        for n in 0..<samples {
            for each in [verifier, oneAtATime] {
                let changed = source(n * 2 + (each.parallelRuns == 1 ? 1 : 0))
                var start = Date()
                passed = passed && ((try? each.verify(exercise, source: changed))?.passed ?? false)
                let first = Date().timeIntervalSince(start)
                start = Date()
                passed = passed && ((try? each.verify(exercise, source: changed))?.passed ?? false)
                let second = Date().timeIntervalSince(start)
                if each.parallelRuns == 1 {
                    freshOne.append(first)
                    cachedOne.append(second)
                } else {
                    fresh.append(first)
                    cached.append(second)
                }
            }
        }
        var figures = [
            Figure(
                name: "verify of a correct \(lines)-line solution just saved (compile both, 20 runs + 1 TSan run), median of \(samples)",
                value: String(
                    format: "%.2f s (%@)%@", Stats.median(fresh), fresh.map { String(format: "%.2f", $0) }.joined(separator: " "),
                    passed ? "" : "; it did not pass"),
                goal: "≤ 3 s median", met: passed && Stats.median(fresh) <= 3),
            Figure(
                name: "the same verify again, unchanged (both builds cached), median of \(samples)",
                value: String(
                    format: "%.2f s (%@)", Stats.median(cached), cached.map { String(format: "%.2f", $0) }.joined(separator: " ")),
                goal: "—", met: nil),
            Figure(
                name: "the same two with traced runs made one at a time (alternated with the above)",
                value: String(
                    format: "just saved %.2f s (%@); unchanged %.2f s (%@)", Stats.median(freshOne),
                    freshOne.map { String(format: "%.2f", $0) }.joined(separator: " "),
                    Stats.median(cachedOne), cachedOne.map { String(format: "%.2f", $0) }.joined(separator: " ")),
                goal: "—", met: nil),
        ]
        // Where the time goes: each step alone, one after another.
        var traced: [Double] = [], sanitized: [Double] = [], runs: [Double] = [], judge: [Double] = []
        for n in 0..<3 {
            let changed = source(100 + n)
            var start = Date()
            guard let tracedBuild = try? playground.build(changed, mode: .traced) else { break }
            traced.append(Date().timeIntervalSince(start))
            start = Date()
            guard let tsanBuild = try? playground.build(changed, mode: .threadSanitizer) else { break }
            sanitized.append(Date().timeIntervalSince(start))
            start = Date()
            for _ in 0..<20 { _ = try? playground.run(tracedBuild) }
            runs.append(Date().timeIntervalSince(start))
            start = Date()
            _ = try? playground.judge(tsanBuild, runs: 1)
            judge.append(Date().timeIntervalSince(start))
        }
        figures.append(
            Figure(
                name: "where a fresh verify's time goes, each step alone (median of 3)",
                value: String(
                    format: "compile traced %.2f s, compile TSan %.2f s, 20 traced runs %.2f s, 1 TSan run %.2f s",
                    Stats.median(traced), Stats.median(sanitized), Stats.median(runs), Stats.median(judge)),
                goal: "—", met: nil))
        return figures
    }

    /// Save → verdict as `learn verify --watch` does it: a watcher thread waits for the file to
    /// change and verifies it; the bench saves a changed solution and waits for the verdict.
    private func watch(_ exercise: Exercise, _ playground: Playground) -> [Figure] {
        let folder = NSTemporaryDirectory() + "learn-bench-watch-\(getpid())"
        let path = folder + "/race.swift"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try? exercise.solution.write(toFile: path, atomically: true, encoding: .utf8)
        let verifier = ExerciseVerifier(playground: playground, runs: 20)
        let verdicts = DispatchSemaphore(value: 0), ready = DispatchSemaphore(value: 0)
        let stop = Flag()
        let passes = Flag()
        let thread = Thread {
            let watcher = try? FolderWatcher(path: path)
            if watcher == nil { stop.count = -1 }  // no watcher: nothing measured
            ready.signal()
            while let watcher, watcher.waitForChange(stop: { stop.value }) {
                if (try? verifier.verify(exercise, path: path))?.passed == true { passes.count += 1 }
                verdicts.signal()
            }
        }
        thread.start()
        ready.wait()
        if stop.count == -1 {
            return [.notMeasured("watch: save → verdict", goal: "≤ 2 s median", why: "cannot watch \(folder)")]
        }
        var times: [Double] = []
        for n in 0..<samples {
            let start = Date()
            // An editor's save: a new file renamed over the old one.
            try? (exercise.solution + "// save \(n) \(UUID().uuidString)\n").write(toFile: path, atomically: true, encoding: .utf8)
            guard verdicts.wait(timeout: .now() + 60) == .success else { break }
            times.append(Date().timeIntervalSince(start))
        }
        stop.value = true
        let median = Stats.median(times)
        return [
            Figure(
                name: "watch: save → verdict (inotify, 20 runs + 1 TSan run), median of \(samples)",
                value: String(
                    format: "%.2f s (%@), %d of %d passed", median, times.map { String(format: "%.2f", $0) }.joined(separator: " "),
                    passes.count, times.count),
                goal: "≤ 2 s median", met: times.count == samples && median <= 2)
        ]
    }
}

/// A flag and a count the watcher thread and the bench share.
private final class Flag: @unchecked Sendable {  // every access holds `lock`
    private let lock = NSLock()
    private var stored = false
    private var counted = 0
    var value: Bool {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
    var count: Int {
        get { lock.withLock { counted } }
        set { lock.withLock { counted = newValue } }
    }
}
