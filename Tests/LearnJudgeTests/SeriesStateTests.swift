import Synchronization
import Testing

@testable import LearnJudge

/// Runs made two at a time give the series one run at a time would: it ends at the
/// lowest-numbered run that ends it, and runs numbered after it are dropped.
@Suite struct SeriesStateTests {
    @Test func aSeriesEndsAtItsLowestEndingRun() throws {
        var state = SeriesState<Int, CouldNotStart>(count: 10)
        #expect(state.take() == 0 && state.take() == 1 && state.take() == 2)
        state.finish(2, .success(2), step: .stop)  // run 3 fails while runs 1 and 2 are under way
        #expect(state.take() == nil)
        state.finish(0, .success(0), step: .next)
        state.finish(1, .success(1), step: .next)
        #expect(try state.made().runs == [0, 1, 2])
    }

    @Test func anEarlierEndingRunWins() throws {
        var state = SeriesState<Int, CouldNotStart>(count: 10)
        #expect(state.take() == 0 && state.take() == 1)
        state.finish(1, .success(1), step: .stop)
        state.finish(0, .success(0), step: .stop)
        #expect(try state.made().runs == [0])
    }

    @Test func aSeriesThatNeverEndsMakesEveryRun() throws {
        var state = SeriesState<Int, CouldNotStart>(count: 3)
        var taken: [Int] = []
        while let index = state.take() {
            taken.append(index)
            state.finish(index, .success(index), step: .next)
        }
        #expect(taken == [0, 1, 2])
        #expect(try state.made().runs == [0, 1, 2])
    }

    @Test func aRunThatCouldNotStartIsThrown() {
        var state = SeriesState<Int, CouldNotStart>(count: 2)
        _ = state.take()
        state.finish(0, .failure(CouldNotStart()), step: .stop)
        #expect(throws: CouldNotStart.self) { try state.made().runs }
    }
}

/// A run that could not start, as a series' maker throws it.
struct CouldNotStart: Error {}

/// The one pool: every worker runs, this thread among them, and `run` returns after the last.
@Suite struct WorkerPoolTests {
    @Test(arguments: [1, 2, 4]) func everyWorkerRunsAndAllAreDoneOnReturn(_ workers: Int) {
        let taken = Mutex((next: 0, done: [Int]()))
        WorkerPool.run(workers) {
            while let item = taken.withLock({ state -> Int? in
                guard state.next < 20 else { return nil }
                defer { state.next += 1 }
                return state.next
            }) {
                taken.withLock { $0.done.append(item) }
            }
        }
        #expect(taken.withLock { $0.done.sorted() } == Array(0..<20))
    }
}
