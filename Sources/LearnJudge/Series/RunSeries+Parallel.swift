import Foundation
import Synchronization

extension RunSeries {
    /// Makes the runs ``parallelism`` at a time (``WorkerPool``). The series is the one
    /// ``run(clock:_:judge:)`` would make: it ends at the first run (by number) the judge stops
    /// it at; runs with higher numbers that were already under way are dropped. A thrown
    /// error ends the series too, and is thrown when it is the first thing the series kept.
    /// No budget: a verify makes all its runs.
    package func parallel<Run: Sendable, Failure: Error>(
        _ make: @escaping @Sendable (_ index: Int) throws(Failure) -> Run,
        judge: @escaping @Sendable (Run) -> Step
    ) throws(Failure) -> Made<Run> {
        precondition(budget == nil, "a parallel series has no budget")
        guard count > 0 else { return Made(runs: [], ending: .complete) }
        let state = Mutex(SeriesState<Run, Failure>(count: count))
        let work: @Sendable () -> Void = {
            while let index = state.withLock({ $0.take() }) {
                let result = Result { () throws(Failure) in try make(index) }
                let step: Step
                switch result {
                case .success(let run): step = judge(run)
                case .failure: step = .stop
                }
                state.withLock { $0.finish(index, result, step: step) }
            }
        }
        WorkerPool.run(min(parallelism, count), work)
        return try state.withLock { state throws(Failure) in try state.made() }
    }
}

/// Which run is next, and the results so far, shared by the threads making a series.
struct SeriesState<Run: Sendable, Failure: Error>: Sendable {
    let count: Int
    private var next = 0
    /// The lowest-numbered run that ends the series (0-based), and how; nil while none has.
    private var end: (index: Int, step: RunSeries.Step)?
    private var results: [Int: Result<Run, Failure>] = [:]

    init(count: Int) { self.count = count }

    /// The next run to make, or nil when the series is complete or has ended.
    mutating func take() -> Int? {
        guard next < min(count, (end?.index ?? count - 1) + 1) else { return nil }
        defer { next += 1 }
        return next
    }

    mutating func finish(_ index: Int, _ result: Result<Run, Failure>, step: RunSeries.Step) {
        results[index] = result
        if step != .next, index < end?.index ?? Int.max { end = (index, step) }
    }

    /// The runs in order, up to and including the one that ended the series.
    func made() throws(Failure) -> RunSeries.Made<Run> {
        var runs: [Run] = []
        for index in 0...min(count - 1, end?.index ?? count - 1) {
            guard let result = results[index] else { break }
            runs.append(try result.get())
        }
        let ending: RunSeries.Ending =
            switch end?.step {
            case nil, .next: .complete
            case .stop: .stopped
            case .interrupted: .interrupted
            }
        return RunSeries.Made(runs: runs, ending: ending)
    }
}
