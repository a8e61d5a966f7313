import LearnTrace

/// Splits a demo's stream into lines and decodes them: events (``WireFormat``)
/// and protocol lines (``ChildProtocol``).
///
/// Decoding works on bytes and interns repeated strings (queue labels, thread
/// names, labels), so a million events cost neither a million `split`s nor a
/// million copies of `com.apple.root.default-qos`.
struct WireReader {
    /// One decoded line.
    enum Item {
        case event(TraceEvent)
        case line(ChildProtocol.Line)
    }

    private var partial: [UInt8] = []
    private var interned: [Int: String] = [:]
    /// Lines that were neither events nor protocol lines (counted, not fatal).
    private(set) var unreadable = 0

    /// Feeds bytes read from the stream; calls `body` for each complete line.
    mutating func feed(_ bytes: UnsafeRawBufferPointer, _ body: (Item) -> Void) {
        var start = 0
        for i in 0..<bytes.count where bytes[i] == 10 {
            if partial.isEmpty {
                decode(UnsafeRawBufferPointer(rebasing: bytes[start..<i]), body)
            } else {
                partial.append(contentsOf: bytes[start..<i])
                let line = partial
                partial.removeAll(keepingCapacity: true)
                line.withUnsafeBytes { decode($0, body) }
            }
            start = i + 1
        }
        if start < bytes.count { partial.append(contentsOf: bytes[start...]) }
    }

    private mutating func decode(_ line: UnsafeRawBufferPointer, _ body: (Item) -> Void) {
        guard let first = line.first else { return }
        if first == UInt8(ascii: "E"), let event = decodeEvent(line) {
            body(.event(event))
        } else if let parsed = ChildProtocol.parse(Substring(String(decoding: line, as: UTF8.self))) {
            body(.line(parsed))
        } else {
            unreadable += 1
        }
    }

    /// `E seq time tid main kind span value queue task threadName label`.
    private mutating func decodeEvent(_ line: UnsafeRawBufferPointer) -> TraceEvent? {
        var fields: [Range<Int>] = []
        fields.reserveCapacity(12)
        var start = 0
        for i in 0..<line.count where line[i] == 9 {
            fields.append(start..<i)
            start = i + 1
            if fields.count == 11 { break }
        }
        fields.append(start..<line.count)  // the label takes the rest
        guard fields.count == 12,
              let seq = Self.unsigned(line, fields[1]), let time = Self.unsigned(line, fields[2]),
              let tid = Self.signed(line, fields[3]), let span = Self.unsigned(line, fields[6]),
              let value = Self.signed(line, fields[7]),
              let kind = EventKind(rawValue: text(line, fields[5]))
        else { return nil }
        return TraceEvent(
            seq: Int(seq), time: time, tid: Int32(truncatingIfNeeded: tid), isMain: line[fields[4].lowerBound] == 49,
            threadName: text(line, fields[10]), queue: text(line, fields[8]), task: text(line, fields[9]),
            kind: kind, label: text(line, fields[11]), span: span, value: value)
    }

    /// The unescaped text of a field, shared with earlier equal fields.
    private mutating func text(_ line: UnsafeRawBufferPointer, _ range: Range<Int>) -> String {
        let bytes = UnsafeRawBufferPointer(rebasing: line[range])
        if bytes.isEmpty { return "" }
        var hasher = Hasher()
        hasher.combine(bytes: bytes)
        let key = hasher.finalize()
        if let known = interned[key], known.utf8.elementsEqual(bytes) { return known }
        var made = String(decoding: bytes, as: UTF8.self)
        if bytes.contains(92) { made = WireFormat.unescape(Substring(made)) } else {
            if interned.count >= 4096 { interned.removeAll(keepingCapacity: true) }
            interned[key] = made
        }
        return made
    }

    private static func unsigned(_ line: UnsafeRawBufferPointer, _ range: Range<Int>) -> UInt64? {
        guard !range.isEmpty else { return nil }
        var v: UInt64 = 0
        for i in range {
            let d = line[i] &- 48
            guard d < 10 else { return nil }
            v = v &* 10 &+ UInt64(d)
        }
        return v
    }

    private static func signed(_ line: UnsafeRawBufferPointer, _ range: Range<Int>) -> Int64? {
        guard !range.isEmpty else { return nil }
        if line[range.lowerBound] == UInt8(ascii: "-") {
            return unsigned(line, range.dropFirst()).map { 0 &- Int64(bitPattern: $0) }
        }
        return unsigned(line, range).map { Int64(bitPattern: $0) }
    }
}
