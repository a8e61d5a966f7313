import LearnDemos
import LearnTestSupport
import LearnTrace
import Testing

/// Property tests, with fixed seeds, of the wire codec that ships (``WireWriter`` in the demo's
/// process, ``WireReader`` in the runner): whatever a demo records comes back intact however
/// the stream is cut into reads, and whatever garbage reaches the reader, nothing crashes and
/// every line is either an event that encodes back to exactly its bytes, or reported.
@Suite(.tags(.fuzz), .slow) struct WireFormatFuzzTests {
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

    /// Feeds `bytes` to one reader in chunks cut at random points (empty chunks included).
    static func readInChunks(_ bytes: [UInt8], _ rng: inout SplitMix64) -> [WireReader.Item] {
        var cuts = (0..<Int.random(in: 0...12, using: &rng)).map { _ in Int.random(in: 0...bytes.count, using: &rng) }
        cuts += [0, bytes.count]
        cuts.sort()
        var reader = WireReader()
        var items: [WireReader.Item] = []
        for (from, to) in zip(cuts, cuts.dropFirst()) {
            bytes[from..<to].withUnsafeBytes { reader.feed($0) { items.append($0) } }
        }
        reader.finish { items.append($0) }
        return items
    }

    @Test func everyEventIsOneLineAndReadsBack() {
        var rng = SplitMix64(seed: 7)
        for _ in 0..<Self.count {
            let e = Self.event(&rng)
            let bytes = WireWriter.bytes(of: [e])
            #expect(
                bytes.filter { $0 == 10 }.count == 1 && bytes.last == 10 && !bytes.contains(13),
                "an event must be one line: \(String(reflecting: e))")
            let back = WireReader.read(bytes)
            #expect(back == [.event(e)], "round trip changed \(String(reflecting: e))")
            if back != [.event(e)] { return }
        }
    }

    @Test func aStreamCutAtRandomPointsReadsBackTheSameEvents() {
        var rng = SplitMix64(seed: 11)
        for _ in 0..<Self.count / 50 {
            let events = (0..<50).map { _ in Self.event(&rng) }
            let back = Self.readInChunks(WireWriter.bytes(of: events), &rng)
            #expect(back == events.map { .event($0) })
            if back != events.map({ .event($0) }) { return }
        }
    }

    /// Random bytes, heavy in tabs, backslashes, digits, `E` and newlines, fed in random chunks.
    @Test func randomBytesNeverCrashTheReaderAndEveryLineIsAccountedFor() {
        var rng = SplitMix64(seed: 3)
        let hot: [UInt8] = [9, 10, 13, 92, 69, 48, 49, 45, 0xC3, 0xFF]
        var reported = 0
        for _ in 0..<Self.count {
            var bytes = Array("E\t".utf8)
            for _ in 0..<Int.random(in: 0...200, using: &rng) {
                bytes.append(Bool.random(using: &rng) ? UInt8.random(in: 0...255, using: &rng) : hot.randomElement(using: &rng)!)
            }
            let items = Self.readInChunks(bytes, &rng)
            #expect(items == WireReader.read(bytes), "the same bytes read alike however they are cut")
            let lines = Self.lines(bytes)
            #expect(items.count == lines.count, "one item per line, the unfinished last one included")
            for (item, line) in zip(items, lines) {
                switch item {
                case .event(let e):
                    #expect(WireWriter.bytes(of: [e]) == line, "an accepted line is exactly what the writer writes")
                case .malformed(.unfinishedLine):
                    #expect(line.last != 10)
                case .malformed:
                    reported += 1
                case .line(let text):
                    #expect(!line.starts(with: [69, 9]), "not an event line: \(text)")
                }
            }
        }
        #expect(reported > Self.count / 2, "random lines that begin as events are mostly reported")
    }

    /// Valid lines with a few bytes deleted, doubled, replaced or inserted: each is an event
    /// that encodes back to exactly its bytes, or it is reported.
    @Test func mutatedEventsAreReadOnlyWhenTheyAreWhatTheWriterWrites() {
        var rng = SplitMix64(seed: 5)
        var accepted = 0, reported = 0
        for _ in 0..<Self.count {
            var line = WireWriter.bytes(of: [Self.event(&rng)]).dropLast().map { $0 }
            for _ in 0..<Int.random(in: 1...4, using: &rng) { Self.mutate(&line, &rng) }
            line.removeAll { $0 == 10 }
            line.append(10)
            let items = WireReader.read(line)
            guard items.count == 1 else {
                Issue.record("one line gave \(items.count) items")
                continue
            }
            switch items[0] {
            case .event(let e):
                accepted += 1
                #expect(WireWriter.bytes(of: [e]) == line)
            case .malformed:
                reported += 1
            case .line:
                #expect(!line.starts(with: [69, 9]))
            }
        }
        #expect(accepted > 0 && reported > 0, "both paths are exercised: \(accepted) accepted, \(reported) reported")
    }

    /// Deletes, duplicates, replaces or inserts one byte (often a tab, a backslash or a digit).
    static func mutate(_ s: inout [UInt8], _ rng: inout SplitMix64) {
        let hot: [UInt8] = [9, 92, 13, 45, 57, 48, 0xD8, 0xCC, 0x80, 0xFF]
        let extra = Bool.random(using: &rng) ? hot.randomElement(using: &rng)! : UInt8.random(in: 0...255, using: &rng)
        guard !s.isEmpty else {
            s.append(extra)
            return
        }
        let i = Int.random(in: 0..<s.count, using: &rng)
        switch rng.next() % 4 {
        case 0: s.remove(at: i)
        case 1: s.insert(s[i], at: i)
        case 2: s[i] = extra
        default: s.insert(extra, at: i)
        }
    }

    /// `bytes` as lines, each with its newline; an unfinished last line without one.
    static func lines(_ bytes: [UInt8]) -> [[UInt8]] {
        var lines: [[UInt8]] = [], current: [UInt8] = []
        for b in bytes {
            current.append(b)
            if b == 10 {
                lines.append(current)
                current = []
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    @Test func knownHardCasesRoundTrip() {
        for label in ["\u{600}\t", "\u{600}\\", "a\\", "\\", "\t\n\r\\", "\r\n", "\u{301}", "e\u{301}\t"] {
            let e = TraceEvent(seq: 1, time: 2, tid: 3, isMain: false, queue: label, kind: .say, label: label)
            #expect(WireReader.read(WireWriter.bytes(of: [e])) == [.event(e)], "label \(String(reflecting: label))")
        }
    }
}
