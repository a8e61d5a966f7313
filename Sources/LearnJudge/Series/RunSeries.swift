import Foundation
import Synchronization

/// Runs of one thing, made and judged one by one: the one place that says how many runs a
/// series makes, how long it may take, when a run ends it early, how many run at once, and
/// what Ctrl-C does to it. Lessons (`@run repeat=N`), the playground (`--repeat`), exercises
/// (`learn verify`) and the schedule search (`learn explore`, `@goal`) all make theirs here.
///
/// A series does not know what a run is: the caller makes each one and says, with a ``Step``,
/// whether the series goes on. The run that ends it (a failure, Ctrl-C) is kept, last.
package struct RunSeries: Sendable {
    /// What one run means for the series.
    package enum Step: Sendable, Equatable {
        /// Go on with the next run.
        case next
        /// This run ends the series (a failure seen at once, a crash).
        case stop
        /// Ctrl-C stopped this run: the series ends, and says so.
        case interrupted
    }

    /// How a series ended.
    package enum Ending: Sendable, Equatable {
        /// Every run asked for was made (or the requests ran out).
        case complete
        /// A run ended it (``Step/stop``).
        case stopped
        /// Ctrl-C stopped a run.
        case interrupted
        /// The budget was spent before every run asked for was made.
        case outOfTime
        /// The generator form made its most runs (``count``) with requests left.
        case outOfRuns
    }

    /// The runs made, in order, and why there are no more.
    package struct Made<Run> {
        package var runs: [Run]
        package var ending: Ending
    }

    /// How many runs are asked for (the generator form's most).
    package var count: Int
    /// Seconds the whole series may take; nil: no limit.
    package var budget: Double?
    /// How many runs are made at once (each is its own process); the series is the one a
    /// run-by-run series would make.
    package var parallelism = 1

    package init(count: Int, budget: Double? = nil, parallelism: Int = 1) {
        self.count = count
        self.budget = budget
        self.parallelism = parallelism
    }

    /// Makes the runs one after another. `make` gets the run's index and the seconds left of
    /// the budget (the whole budget for the first run, which is always made; infinity without
    /// one); a later run is not started once the budget is spent.
    package func run<Run, Failure: Error>(
        clock: () -> Double = { Date().timeIntervalSinceReferenceDate },
        _ make: (_ index: Int, _ secondsLeft: Double) throws(Failure) -> Run,
        judge: (Run) -> Step
    ) throws(Failure) -> Made<Run> {
        var runs: [Run] = []
        let deadline = budget.map { clock() + $0 }
        for index in 0..<count {
            var left = budget ?? .infinity
            if index > 0, let deadline {
                left = deadline - clock()
                if left <= 0 { return Made(runs: runs, ending: .outOfTime) }
            }
            let run = try make(index, left)
            runs.append(run)
            switch judge(run) {
            case .next: continue
            case .stop: return Made(runs: runs, ending: .stopped)
            case .interrupted: return Made(runs: runs, ending: .interrupted)
            }
        }
        return Made(runs: runs, ending: .complete)
    }

    /// The generator form, for a search whose next request depends on earlier runs: `next`
    /// gives a request (nil: none left), then the series checks its bounds (``count`` runs,
    /// ``budget`` seconds since it began), then `make` runs it and `judge` takes it in. Runs
    /// are not kept: the judge keeps what it needs. With ``parallelism`` above 1, that many are
    /// under way at once and judged as they end; the runs still under way when the budget or the
    /// count is spent are judged too, and those under way when a run stops the series are not.
    package func explore<Request: Sendable, Run: Sendable>(
        clock: () -> Double = { Date().timeIntervalSinceReferenceDate },
        next: () -> Request?, _ make: @escaping @Sendable (Request) -> Run, judge: (Run) -> Step
    ) -> (made: Int, ending: Ending) {
        let start = clock()
        var made = 0, inFlight = 0
        var ending: Ending?
        // ``parallelism`` runs at once: each is made by one of that many workers
        // (``WorkerPool``), and taken in here, on the calling thread, in the order they end (the
        // judge and `next` stay on one thread).
        let ended = Mutex<[Run]>([])
        let arrived = DispatchSemaphore(value: 0)
        let requests = Handoff<Request>()
        let poolDone = DispatchSemaphore(value: 0)
        if parallelism > 1 {
            Thread {
                WorkerPool.run(parallelism) {
                    while let request = requests.take() {
                        let run = make(request)
                        ended.withLock { $0.append(run) }
                        arrived.signal()
                    }
                }
                poolDone.signal()
            }.start()
        }
        defer {
            if parallelism > 1 {
                requests.close(takers: parallelism)
                poolDone.wait()
            }
        }
        while true {
            while ending == nil, inFlight < max(1, parallelism) {
                if let budget, clock() - start > budget {
                    ending = .outOfTime
                    break
                }
                guard let request = next() else { break }
                if made + inFlight >= count {
                    ending = .outOfRuns
                    break
                }
                inFlight += 1
                if parallelism <= 1 {
                    ended.withLock { $0.append(make(request)) }
                    arrived.signal()
                } else {
                    requests.put(request)
                }
            }
            guard inFlight > 0 else { return (made, ending ?? .complete) }
            arrived.wait()
            let run = ended.withLock { $0.removeFirst() }
            inFlight -= 1
            // Once a run stopped the series, the runs still under way end unjudged.
            if ending == .stopped || ending == .interrupted { continue }
            made += 1
            switch judge(run) {
            case .next: continue
            case .stop: ending = .stopped
            case .interrupted: ending = .interrupted
            }
        }
    }
}

/// The requests of ``RunSeries/explore(clock:next:_:judge:)`` on their way to the pool's workers,
/// first in first out. Once closed (with no request left in it), each of the `takers` workers
/// takes nil and ends.
final class Handoff<Item: Sendable>: Sendable {
    private let items = Mutex<[Item]>([])
    private let ready = DispatchSemaphore(value: 0)

    func put(_ item: Item) {
        items.withLock { $0.append(item) }
        ready.signal()
    }

    /// The next request, waiting for one; nil once the series closed the handoff.
    func take() -> Item? {
        ready.wait()
        return items.withLock { $0.isEmpty ? nil : $0.removeFirst() }
    }

    /// Ends every taker's wait with nil: called when no request is left or under way.
    func close(takers: Int) {
        for _ in 0..<takers { ready.signal() }
    }
}
