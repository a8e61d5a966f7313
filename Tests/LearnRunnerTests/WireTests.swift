import LearnTrace
import Testing

@testable import LearnRunner

/// The stream between a demo's process and the runner: the wire codec the child writes and
/// the parent reads, the protocol lines around the events, and the bounded store.
@Suite struct WireTests {
    static let samples = [
        TraceEvent(
            seq: 0, time: 0, tid: 1, isMain: true, threadName: "learn", queue: "com.apple.main-thread",
            kind: .mark, label: "run"),
        TraceEvent(
            seq: 41, time: 1_234_567_890, tid: 4242, isMain: false, threadName: "oot.default-qos",
            queue: "q\twith\ttabs", task: "task-3", kind: .value, label: "count = 41", span: 0, value: -7),
        TraceEvent(
            seq: 99, time: 5, tid: 7, isMain: false, kind: .begin, label: "줄\n바꿈 \\ 역슬래시",
            span: UInt64(3) << 40 | 9, value: Int64(UInt64(2) << 40 | 1)),
        TraceEvent(seq: Int.min, time: .max, tid: .min, isMain: false, kind: .end, label: "\r", span: .max, value: .min),
        TraceEvent(seq: -1, time: 0, tid: .max, isMain: true, kind: .say, label: "", value: .max),
    ]

    static func line(_ e: TraceEvent) -> String {
        String(decoding: WireWriter.bytes(of: [e]), as: UTF8.self)
    }

    static func read(_ text: String) -> [WireReader.Item] { WireReader.read(Array(text.utf8)) }

    @Test func theWriterWritesTheDocumentedFields() {
        #expect(
            Self.line(Self.samples[1]) == "E\t41\t1234567890\t4242\t0\tvalue\t0\t-7\tq\\twith\\ttabs\ttask-3\toot.default-qos\tcount = 41\n"
        )
        #expect(Self.line(Self.samples[3]).hasPrefix("E\t-9223372036854775808\t18446744073709551615\t-2147483648\t"))
    }

    @Test func everyEventReadsBackAsWritten() {
        #expect(WireReader.read(WireWriter.bytes(of: Self.samples)) == Self.samples.map { .event($0) })
    }

    @Test func aStreamReadsTheSameSplitAnywhere() {
        var writer = WireWriter()
        writer.appendLine(ChildProtocol.handshake(pid: 12, demo: "overlap", variant: "serial", origin: 77))
        for e in Self.samples { writer.append(e) }
        writer.appendLine(ChildProtocol.ending(.finished(dropped: 3)))
        let bytes = writer.bytes
        for cut in 0...bytes.count {
            var reader = WireReader()
            var events: [TraceEvent] = []
            var lines: [ChildProtocol.Line?] = []
            let collect: (WireReader.Item) -> Void = { item in
                switch item {
                case .event(let e): events.append(e)
                case .line(let text): lines.append(ChildProtocol.parse(Substring(text)))
                case .malformed(let problem): Issue.record("cut at \(cut): \(problem)")
                }
            }
            bytes[..<cut].withUnsafeBytes { reader.feed($0, collect) }
            bytes[cut...].withUnsafeBytes { reader.feed($0, collect) }
            reader.finish(collect)
            #expect(events == Self.samples)
            #expect(lines == [.handshake(pid: 12, demo: "overlap", variant: "serial", origin: 77), .ending(.finished(dropped: 3))])
        }
    }

    /// A number that does not fit its field is an error, never a wrapped value.
    @Test(arguments: [
        ("E\t9223372036854775808\t0\t0\t0\tmark\t0\t0\t\t\t\tx", WireError.outOfRange(field: "seq")),
        ("E\t0\t18446744073709551616\t0\t0\tmark\t0\t0\t\t\t\tx", .outOfRange(field: "time")),
        ("E\t0\t99999999999999999999999\t0\t0\tmark\t0\t0\t\t\t\tx", .outOfRange(field: "time")),
        ("E\t0\t0\t2147483648\t0\tmark\t0\t0\t\t\t\tx", .outOfRange(field: "tid")),
        ("E\t0\t0\t-2147483649\t0\tmark\t0\t0\t\t\t\tx", .outOfRange(field: "tid")),
        ("E\t0\t0\t0\t0\tmark\t0\t-9223372036854775809\t\t\t\tx", .outOfRange(field: "value")),
        ("E\t0\t0\t0\t0\tmark\t-1\t0\t\t\t\tx", .notANumber(field: "span")),
        ("E\t0\t0\t0\t0\tmark\t0\t-0\t\t\t\tx", .notANumber(field: "value")),
        ("E\t0\t007\t0\t0\tmark\t0\t0\t\t\t\tx", .notANumber(field: "time")),
        ("E\t0\t\t0\t0\tmark\t0\t0\t\t\t\tx", .notANumber(field: "time")),
        ("E\t0\t0\t0\t2\tmark\t0\t0\t\t\t\tx", .badFlag),
        ("E\t0\t0\t0\t0\tmarked\t0\t0\t\t\t\tx", .unknownKind("marked")),
        ("E\t0\t0\t0\t0\tmark\t0\t0\t\t\t\ta\\x", .badEscape(field: "label")),
        ("E\t0\t0\t0\t0\tmark\t0\t0\t\t\t\ta\\", .badEscape(field: "label")),
        ("E\t0\t0\t0\t0\tmark\t0\t0\tq\r\t\t\tx", .badEscape(field: "queue")),
    ])
    func aLineThatIsNotAnEventSaysWhy(line: String, problem: WireError) {
        #expect(Self.read(line + "\n") == [.malformed(problem)])
    }

    /// The label is the twelfth field, not the rest of the line: a thirteenth field is an error.
    @Test func theLabelIsBoundedByItsField() {
        #expect(Self.read("E\t0\t0\t0\t0\tmark\t0\t0\t\t\t\tlabel\textra\n") == [.malformed(.fieldCount(13))])
        #expect(Self.read("E\t0\t0\t0\t0\tmark\t0\t0\t\t\tlabel\n") == [.malformed(.fieldCount(11))])
    }

    @Test func invalidUTF8IsReportedNotRepaired() {
        var bytes = Array("E\t0\t0\t0\t0\tmark\t0\t0\t\t\t\t".utf8)
        bytes += [0xC3, 0x28, 10]
        #expect(WireReader.read(bytes) == [.malformed(.invalidUTF8(field: "label"))])
    }

    @Test func anUnfinishedLastLineIsReported() {
        var bytes = WireWriter.bytes(of: Self.samples.prefix(1))
        bytes += [UInt8](WireWriter.bytes(of: Self.samples.suffix(1)).dropLast())
        #expect(WireReader.read(bytes) == [.event(Self.samples[0]), .malformed(.unfinishedLine)])
    }

    @Test func aFailureLineCarriesItsMessage() {
        let line = ChildProtocol.ending(.failed("`count` must be\tfrom 1"))
        #expect(ChildProtocol.parse(Substring(line)) == .ending(.failed("`count` must be\tfrom 1")))
        #expect(ChildProtocol.parse("X\tfailed\tbad \\q escape") == nil)
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
