import Synchronization
import Testing

@testable import LearnJudge

/// The generator form two at a time: every request is made once and judged on the calling thread,
/// and the series ends as one run at a time would say it ends.
@Suite struct RunSeriesExploreTests {
    /// A tree search: each request opens two more until depth 3 (15 requests in all).
    func search(parallelism: Int, count: Int = 100, stopAt: Int? = nil) -> (judged: [Int], ending: RunSeries.Ending) {
        var pending = [1]
        var judged: [Int] = []
        let series = RunSeries(count: count, parallelism: parallelism)
        let made = series.explore(next: { pending.popLast() }) { node in
            node
        } judge: { node in
            judged.append(node)
            if node < 8 { pending += [node * 2, node * 2 + 1] }
            return node == stopAt ? .stop : .next
        }
        #expect(made.made == judged.count)
        return (judged, made.ending)
    }

    @Test(arguments: [1, 2, 3]) func everyRequestIsMadeOnceAndTheSearchIsComplete(_ parallelism: Int) {
        let (judged, ending) = search(parallelism: parallelism)
        #expect(judged.sorted() == Array(1...15))
        #expect(ending == .complete)
    }

    @Test(arguments: [1, 2]) func theCountEndsItWithRequestsLeft(_ parallelism: Int) {
        let (judged, ending) = search(parallelism: parallelism, count: 5)
        #expect(judged.count == 5)
        #expect(ending == .outOfRuns)
    }

    @Test(arguments: [1, 2]) func aStopEndsItAndRunsStillUnderWayAreNotJudged(_ parallelism: Int) {
        let (judged, ending) = search(parallelism: parallelism, stopAt: 1)
        #expect(judged == [1])
        #expect(ending == .stopped)
    }
}
