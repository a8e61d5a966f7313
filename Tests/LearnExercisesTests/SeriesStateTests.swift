import LearnPlay
import Testing

@testable import LearnExercises

/// Runs made two at a time give the series one run at a time would: it ends at the
/// lowest-numbered run that ends it, and runs numbered after it are dropped.
@Suite struct SeriesStateTests {
    @Test func aSeriesEndsAtItsLowestEndingRun() throws {
        var state = SeriesState<Int>(count: 10)
        #expect(state.take() == 0 && state.take() == 1 && state.take() == 2)
        state.finish(2, .success(2), ends: true)  // run 3 fails while runs 1 and 2 are under way
        #expect(state.take() == nil)
        state.finish(0, .success(0), ends: false)
        state.finish(1, .success(1), ends: false)
        #expect(try state.runs() == [0, 1, 2])
    }

    @Test func anEarlierEndingRunWins() throws {
        var state = SeriesState<Int>(count: 10)
        #expect(state.take() == 0 && state.take() == 1)
        state.finish(1, .success(1), ends: true)
        state.finish(0, .success(0), ends: true)
        #expect(try state.runs() == [0])
    }

    @Test func aSeriesThatNeverEndsMakesEveryRun() throws {
        var state = SeriesState<Int>(count: 3)
        var taken: [Int] = []
        while let index = state.take() {
            taken.append(index)
            state.finish(index, .success(index), ends: false)
        }
        #expect(taken == [0, 1, 2])
        #expect(try state.runs() == [0, 1, 2])
    }

    @Test func aRunThatCouldNotStartIsThrown() {
        var state = SeriesState<Int>(count: 2)
        _ = state.take()
        state.finish(0, .failure(.setupFailed("no tracer")), ends: true)
        #expect(throws: PlayError.self) { try state.runs() }
    }
}
