/// Reads a ``WireFormat`` stream as it arrives, in chunks cut anywhere: every complete line
/// becomes exactly one ``Item``.
///
/// Decoding works on bytes and interns repeated texts (queue labels, thread names, labels),
/// so a million events cost neither a million `split`s nor a million copies of
/// `com.apple.root.default-qos`.
package struct WireReader {
    /// One line of the stream.
    package enum Item: Equatable, Sendable {
        case event(TraceEvent)
        /// A line that does not begin with `E` and a tab (the runner's own lines), as text.
        case line(String)
        /// A line that begins as an event but is not one, or an unfinished last line.
        case malformed(WireError)
    }

    /// Each kind by the bytes of its name: a line's kind is found without making a String.
    private static let kinds = EventKind.allCases.map { (kind: $0, bytes: Array($0.rawValue.utf8)) }

    private var partial: [UInt8] = []
    private var interned: [Int: String] = [:]
    /// The last long text of each field, found again by its bytes before any hashing: a run's
    /// events repeat them back to back (a task group's creation site, a worker's name).
    private var lastTexts = [String](repeating: "", count: 12)

    package init() {}

    /// Every item of a whole stream, an unfinished last line included.
    package static func read(_ bytes: some Sequence<UInt8>) -> [Item] {
        var reader = WireReader()
        var items: [Item] = []
        Array(bytes).withUnsafeBytes { reader.feed($0) { items.append($0) } }
        reader.finish { items.append($0) }
        return items
    }

    /// Feeds the next bytes of the stream; calls `body` for each line they complete.
    package mutating func feed(_ bytes: UnsafeRawBufferPointer, _ body: (Item) -> Void) {
        var start = 0
        for i in 0..<bytes.count where bytes[i] == 10 {
            if partial.isEmpty {
                body(decode(UnsafeRawBufferPointer(rebasing: bytes[start..<i])))
            } else {
                partial.append(contentsOf: bytes[start..<i])
                let line = partial
                partial.removeAll(keepingCapacity: true)
                body(line.withUnsafeBytes { decode($0) })
            }
            start = i + 1
        }
        if start < bytes.count { partial.append(contentsOf: bytes[start...]) }
    }

    /// Ends the stream: a last line without its newline is reported, not decoded.
    package mutating func finish(_ body: (Item) -> Void) {
        if !partial.isEmpty { body(.malformed(.unfinishedLine)) }
        partial.removeAll()
    }

    private mutating func decode(_ line: UnsafeRawBufferPointer) -> Item {
        guard line.count >= 2, line[0] == UInt8(ascii: "E"), line[1] == 9 else {
            return .line(String(decoding: line, as: UTF8.self))
        }
        do {
            return .event(try decodeEvent(line))
        } catch {
            return .malformed(error)
        }
    }

    /// `E seq time tid main kind span value queue task threadName label`.
    private mutating func decodeEvent(_ line: UnsafeRawBufferPointer) throws(WireError) -> TraceEvent {
        var f: [Range<Int>] = []
        f.reserveCapacity(12)
        var start = 0
        for i in 0..<line.count where line[i] == 9 {
            f.append(start..<i)
            start = i + 1
        }
        f.append(start..<line.count)
        guard f.count == 12 else { throw .fieldCount(f.count) }
        let seq = try Self.signed(line, f[1], field: 1, in: Int64(Int.min)...Int64(Int.max))
        let time = try Self.unsigned(line, f[2], field: 2)
        let tid = try Self.signed(line, f[3], field: 3, in: Int64(Int32.min)...Int64(Int32.max))
        guard f[4].count == 1, line[f[4].lowerBound] == 48 || line[f[4].lowerBound] == 49 else { throw .badFlag }
        let kindBytes = UnsafeRawBufferPointer(rebasing: line[f[5]])
        guard let kind = Self.kinds.first(where: { $0.bytes.elementsEqual(kindBytes) })?.kind else {
            throw .unknownKind(String(decoding: kindBytes, as: UTF8.self))
        }
        let span = try Self.unsigned(line, f[6], field: 6)
        let value = try Self.signed(line, f[7], field: 7, in: Int64.min...Int64.max)
        return TraceEvent(
            seq: Int(seq), time: time, tid: Int32(tid), isMain: line[f[4].lowerBound] == 49,
            threadName: try text(line, f[10], field: 10), queue: try text(line, f[8], field: 8),
            task: try text(line, f[9], field: 9), kind: kind, label: try text(line, f[11], field: 11),
            span: span, value: value)
    }

    /// The unescaped text of a field, shared with earlier equal fields.
    private mutating func text(_ line: UnsafeRawBufferPointer, _ range: Range<Int>, field: Int) throws(WireError) -> String {
        let bytes = UnsafeRawBufferPointer(rebasing: line[range])
        if bytes.isEmpty { return "" }
        // A short text is stored inside its String (no allocation): making it costs less than
        // finding it (`task 4711`, `run`, a thread's name); only longer ones are interned.
        if bytes.count <= 15, bytes.allSatisfy({ $0 < 0x80 && $0 != 92 && $0 != 13 }) {
            return String(decoding: bytes, as: UTF8.self)  // ASCII, no escape: valid as it is
        }
        if Self.same(lastTexts[field], bytes) { return lastTexts[field] }
        var hasher = Hasher()
        hasher.combine(bytes: bytes)
        let key = hasher.finalize()
        if let known = interned[key], Self.same(known, bytes) {
            lastTexts[field] = known
            return known
        }
        let escaped = bytes.contains(92)
        guard let made = WireFormat.unescape(bytes) else {
            if escaped || bytes.contains(13) { throw .badEscape(field: WireFormat.fields[field]) }
            throw .invalidUTF8(field: WireFormat.fields[field])
        }
        if !escaped {  // only texts whose bytes are their UTF-8 can be found again by their bytes
            if interned.count >= 4096 { interned.removeAll(keepingCapacity: true) }
            interned[key] = made
            lastTexts[field] = made
        }
        return made
    }

    /// Whether `text`'s UTF-8 is `bytes`, compared as two buffers.
    private static func same(_ text: String, _ bytes: UnsafeRawBufferPointer) -> Bool {
        var text = text
        return text.withUTF8 { utf8 in
            utf8.count == bytes.count && UnsafeRawBufferPointer(utf8).elementsEqual(bytes)
        }
    }

    /// Canonical decimal digits: not empty, no sign, no leading zero; never wraps.
    private static func unsigned(_ line: UnsafeRawBufferPointer, _ range: Range<Int>, field: Int) throws(WireError) -> UInt64 {
        guard !range.isEmpty, range.count == 1 || line[range.lowerBound] != 48 else {
            throw .notANumber(field: WireFormat.fields[field])
        }
        var v: UInt64 = 0
        for i in range {
            let d = line[i] &- 48
            guard d < 10 else { throw .notANumber(field: WireFormat.fields[field]) }
            let (times10, o1) = v.multipliedReportingOverflow(by: 10)
            let (sum, o2) = times10.addingReportingOverflow(UInt64(d))
            guard !o1, !o2 else { throw .outOfRange(field: WireFormat.fields[field]) }
            v = sum
        }
        return v
    }

    /// As ``unsigned(_:_:field:)``, with an optional `-` (never `-0`), within `bounds`.
    private static func signed(
        _ line: UnsafeRawBufferPointer, _ range: Range<Int>, field: Int, in bounds: ClosedRange<Int64>
    ) throws(WireError) -> Int64 {
        let negative = !range.isEmpty && line[range.lowerBound] == UInt8(ascii: "-")
        let magnitude = try unsigned(line, negative ? range.dropFirst() : range, field: field)
        if negative && magnitude == 0 { throw .notANumber(field: WireFormat.fields[field]) }
        let limit = negative ? bounds.lowerBound.magnitude : UInt64(bounds.upperBound)
        guard magnitude <= limit else { throw .outOfRange(field: WireFormat.fields[field]) }
        return negative ? Int64(truncatingIfNeeded: 0 &- magnitude) : Int64(magnitude)
    }
}
