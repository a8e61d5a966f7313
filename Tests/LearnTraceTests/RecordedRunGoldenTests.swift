import Foundation
import LearnTestSupport
import Testing

@testable import LearnTrace

/// The views of runs recorded from real demos (`learn __demo barrier-array …`, wire
/// format, kept in `Fixtures/recorded-*.wire`): real thread ids, queue labels and timings.
@Suite struct RecordedRunGoldenTests {
    /// A fixture line that is not an event: the fixture is damaged.
    struct Unreadable: Error { var item: WireReader.Item }

    private func recorded(_ name: String) throws -> Trace {
        let url = golden.fixtures.appendingPathComponent("recorded-\(name).wire")
        let events = try WireReader.read(Data(contentsOf: url)).map { item in
            guard case .event(let e) = item else { throw Unreadable(item: item) }
            return e
        }
        return Trace(events: events)
    }

    @Test(arguments: ["barrier", "serial", "async-sum"])
    func views(of name: String) throws {
        let trace = try recorded(name)
        golden.check(TraceViews.lanes(trace), "recorded-\(name)-lanes")
        golden.check(TraceViews.lanes(trace, options: RenderOptions(width: 80, unicode: false)), "recorded-\(name)-lanes-ascii")
        golden.check(TraceViews.summary(trace), "recorded-\(name)-summary")
        golden.check(TraceViews.log(trace), "recorded-\(name)-log")
    }

    @Test func barrierReadsShareAndWritesAreAlone() throws {
        let barrier = try recorded("barrier")
        #expect(barrier.overlaps("read", "read") > 0)
        #expect(barrier.overlaps("write", nil) == 0)
        let serial = try recorded("serial")
        #expect(serial.overlaps("read", nil) == 0)
        #expect(serial.peakParallelism == 1)
    }
}
