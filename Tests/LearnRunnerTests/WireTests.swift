import LearnTrace
import Testing
@testable import LearnRunner

/// The child's byte encoder, the parent's decoder and the bounded store agree
/// with ``WireFormat`` and keep what they promise.
@Suite struct WireTests {
    static let samples = [
        TraceEvent(seq: 0, time: 0, tid: 1, isMain: true, threadName: "learn", queue: "com.apple.main-thread",
                   kind: .mark, label: "run"),
        TraceEvent(seq: 41, time: 1_234_567_890, tid: 4242, isMain: false, threadName: "oot.default-qos",
                   queue: "q\twith\ttabs", task: "task-3", kind: .value, label: "count = 41", span: 0, value: -7),
        TraceEvent(seq: 99, time: 5, tid: 7, isMain: false, kind: .begin, label: "줄\n바꿈 \\ 역슬래시",
                   span: UInt64(3) << 40 | 9, value: Int64(UInt64(2) << 40 | 1)),
    ]

    @Test func theByteEncoderWritesWhatWireFormatWrites() {
        for e in Self.samples {
            var writer = WireWriter()
            writer.append(e)
            #expect(String(decoding: writer.bytes, as: UTF8.self) == WireFormat.encode(e) + "\n")
        }
    }

    @Test func theReaderDecodesEventsSplitAcrossReadsAnywhere() {
        var writer = WireWriter()
        writer.appendLine(ChildProtocol.handshake(pid: 12, demo: "overlap", variant: "serial", origin: 77))
        for e in Self.samples { writer.append(e) }
        writer.appendLine(ChildProtocol.ending(.finished(dropped: 3)))
        let bytes = writer.bytes
        for cut in [1, 7, 50, bytes.count - 1] {
            var reader = WireReader()
            var events: [TraceEvent] = []
            var lines: [ChildProtocol.Line] = []
            let collect: (WireReader.Item) -> Void = { item in
                switch item {
                case .event(let e): events.append(e)
                case .line(let l): lines.append(l)
                }
            }
            bytes[..<cut].withUnsafeBytes { reader.feed($0, collect) }
            bytes[cut...].withUnsafeBytes { reader.feed($0, collect) }
            #expect(events == Self.samples)
            #expect(lines == [.handshake(pid: 12, demo: "overlap", variant: "serial", origin: 77), .ending(.finished(dropped: 3))])
            #expect(reader.unreadable == 0)
        }
    }

    @Test func aFailureLineCarriesItsMessage() {
        let line = ChildProtocol.ending(.failed("`count` must be\tfrom 1"))
        #expect(ChildProtocol.parse(Substring(line)) == .ending(.failed("`count` must be\tfrom 1")))
    }

    @Test func theStoreKeepsTheFirstAndTheLatestEvents() {
        var store = EventStore(capacity: 10)
        for i in 0..<100 {
            store.append(TraceEvent(seq: i, time: UInt64(i), tid: 1, isMain: false, kind: .mark, label: "m"))
        }
        #expect(store.dropped == 90)
        #expect(store.takeEvents().map(\.seq) == [0, 1, 2, 3, 4, 95, 96, 97, 98, 99])
    }
}
