import LearnDemos
import LearnTrace
import Testing

/// Property tests of the wire format with a fixed seed: whatever a demo records,
/// and whatever garbage reaches the parser, nothing crashes and events survive intact.
@Suite struct WireFormatFuzzTests {
    static let count = 20_000

    /// Pieces of text chosen to break a tab-separated, backslash-escaped format and
    /// Swift's grapheme-cluster view of strings: separators, escapes, lone escapes,
    /// combining marks, Prepend characters (U+0600 joins the character that follows it),
    /// CR LF, NUL, non-characters, the replacement character, emoji sequences.
    static let pieces: [String] = [
        "\t", "\n", "\r", "\r\n", "\\", "\\t", "\\n", "\\\\", "\\x", "E", "0", "-1", " ", "",
        "\u{0}", "\u{301}", "\u{600}", "\u{600}\\", "\u{200D}", "\u{FFFD}", "\u{FFFE}", "\u{FFFF}",
        "\u{10FFFF}", "\u{1F469}\u{200D}\u{1F4BB}", "é", "e\u{301}", "큐", "작업 종료", "com.apple.root.default-qos",
        "data_source_update_queue", "\u{7F}", "\u{1B}[31m", "🇰🇷",
    ]

    static func text(_ rng: inout SplitMix64) -> String {
        (0..<Int.random(in: 0...8, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }.joined()
    }

    static func event(_ rng: inout SplitMix64) -> TraceEvent {
        TraceEvent(
            seq: Int.random(in: Int.min...Int.max, using: &rng), time: rng.next(),
            tid: Int32.random(in: Int32.min...Int32.max, using: &rng), isMain: Bool.random(using: &rng),
            threadName: text(&rng), queue: text(&rng), task: text(&rng),
            kind: EventKind.allCases.randomElement(using: &rng)!, label: text(&rng),
            span: rng.next(), value: Int64.random(in: Int64.min...Int64.max, using: &rng)
        )
    }

    @Test func everyEventRoundTripsOnOneLine() {
        var rng = SplitMix64(seed: 7)
        for _ in 0..<Self.count {
            let e = Self.event(&rng)
            let line = WireFormat.encode(e)
            #expect(!line.utf8.contains(10) && !line.utf8.contains(13), "an event must stay on one line: \(e)")
            let back = WireFormat.decode(Substring(line))
            #expect(back == e, "round trip changed \(String(reflecting: e))")
            if back != e { return }
        }
    }

    @Test func aStreamOfEventsSplitsBackIntoTheSameEvents() {
        var rng = SplitMix64(seed: 11)
        for _ in 0..<Self.count / 50 {
            let events = (0..<50).map { _ in Self.event(&rng) }
            let stream = events.map(WireFormat.encode).joined(separator: "\n") + "\n"
            let back = stream.split(separator: "\n").compactMap(WireFormat.decode)
            #expect(back == events)
            if back != events { return }
        }
    }

    @Test func randomBytesNeverCrashTheParser() {
        var rng = SplitMix64(seed: 3)
        var decoded = 0
        for _ in 0..<Self.count {
            let bytes = (0..<Int.random(in: 0...200, using: &rng)).map { _ in
                Bool.random(using: &rng) ? UInt8.random(in: 0...255, using: &rng) : [9, 92, 69, 48, 49][Int(rng.next() % 5)]
            }
            if WireFormat.decode(Substring(String(decoding: bytes, as: UTF8.self))) != nil { decoded += 1 }
        }
        #expect(decoded < Self.count, "random bytes are mostly not events")
    }

    @Test func mutatedEventsNeverCrashTheParserAndDecodeOnlyWhenWellFormed() {
        var rng = SplitMix64(seed: 5)
        for _ in 0..<Self.count {
            var scalars = Array(WireFormat.encode(Self.event(&rng)).unicodeScalars)
            for _ in 0..<Int.random(in: 1...4, using: &rng) { Self.mutate(&scalars, &rng) }
            var line = String.UnicodeScalarView()
            line.append(contentsOf: scalars)
            guard let e = WireFormat.decode(Substring(String(line))) else { continue }
            // Whatever was accepted is a real event: it encodes and decodes to itself.
            #expect(WireFormat.decode(Substring(WireFormat.encode(e))) == e)
        }
    }

    /// Deletes, duplicates, replaces or inserts one scalar (often a tab or a backslash).
    static func mutate(_ s: inout [Unicode.Scalar], _ rng: inout SplitMix64) {
        let hot: [Unicode.Scalar] = ["\t", "\\", "\n", "-", "9", "\u{600}", "\u{301}"]
        let extra = Bool.random(using: &rng) ? hot.randomElement(using: &rng)!
            : Unicode.Scalar(UInt32.random(in: 0...0xD7FF, using: &rng))!
        guard !s.isEmpty else { s.append(extra); return }
        let i = Int.random(in: 0..<s.count, using: &rng)
        switch rng.next() % 4 {
        case 0: s.remove(at: i)
        case 1: s.insert(s[i], at: i)
        case 2: s[i] = extra
        default: s.insert(extra, at: i)
        }
    }

    @Test func knownHardCasesRoundTrip() {
        for label in ["\u{600}\t", "\u{600}\\", "a\\", "\\", "\t\n\r\\", "\r\n", "\u{301}", "e\u{301}\t"] {
            let e = TraceEvent(seq: 1, time: 2, tid: 3, isMain: false, queue: label, kind: .say, label: label)
            #expect(WireFormat.decode(Substring(WireFormat.encode(e))) == e, "label \(String(reflecting: label))")
        }
    }
}
