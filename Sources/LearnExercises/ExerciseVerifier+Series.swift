import Foundation
import LearnPlay
import Synchronization

extension ExerciseVerifier {
    /// The traced runs of a verify, numbered 1…`count`, made ``parallelRuns`` at a time:
    /// each run is its own process, and most of its time is the process starting up, so two
    /// cores make two at once. The series is the one a run-by-run verify would make: it ends
    /// at the first run that crashed, hung or was stopped, or (with `stopEarly`) failed a
    /// check; runs with higher numbers that were already under way are dropped.
    func series(_ build: PlayBuild, exercise: Exercise, count: Int, stopEarly: Bool) throws(PlayError) -> [PlayRun] {
        guard count > 0 else { return [] }
        let state = Mutex(SeriesState<PlayRun>(count: count))
        let playground = self.playground
        let work: @Sendable () -> Void = {
            while let index = state.withLock({ $0.take() }) {
                let result = Result { () throws(PlayError) in try playground.run(build) }
                let ends: Bool
                switch result {
                case .success(let run): ends = run.problem != nil || (stopEarly && !Self.failedChecks(exercise, runs: [run]).isEmpty)
                case .failure: ends = true
                }
                state.withLock { $0.finish(index, result, ends: ends) }
            }
        }
        let helpers = max(0, min(parallelRuns, count) - 1)
        let done = DispatchSemaphore(value: 0)
        for _ in 0..<helpers {
            Thread {
                work()
                done.signal()
            }.start()
        }
        work()
        for _ in 0..<helpers { done.wait() }
        return try state.withLock { state throws(PlayError) in try state.runs() }
    }
}

/// Which run is next, and the results so far, shared by the threads making a series.
struct SeriesState<Run: Sendable>: Sendable {
    let count: Int
    private var next = 0
    /// The lowest-numbered run that ends the series (0-based); nil while none has.
    private var end: Int?
    private var results: [Int: Result<Run, PlayError>] = [:]

    init(count: Int) { self.count = count }

    /// The next run to make, or nil when the series is complete or has ended.
    mutating func take() -> Int? {
        guard next < min(count, (end ?? count - 1) + 1) else { return nil }
        defer { next += 1 }
        return next
    }

    mutating func finish(_ index: Int, _ result: Result<Run, PlayError>, ends: Bool) {
        results[index] = result
        if ends { end = min(end ?? index, index) }
    }

    /// The runs in order, up to and including the one that ended the series.
    func runs() throws(PlayError) -> [Run] {
        var runs: [Run] = []
        for index in 0...min(count - 1, end ?? count - 1) {
            guard let result = results[index] else { break }
            runs.append(try result.get())
        }
        return runs
    }
}
