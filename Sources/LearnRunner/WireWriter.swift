import LearnTrace

/// Encodes events in ``WireFormat`` straight into bytes (the child writes a
/// million of them in a flood, so no intermediate `String`s).
struct WireWriter {
    private(set) var bytes: [UInt8] = []

    init(reserving capacity: Int = 64 * 1024) { bytes.reserveCapacity(capacity) }

    mutating func removeAll() { bytes.removeAll(keepingCapacity: true) }

    /// Appends one event and its newline; the same text as `WireFormat.encode(e) + "\n"`.
    mutating func append(_ e: TraceEvent) {
        bytes.append(UInt8(ascii: "E")); tab()
        number(UInt64(e.seq)); tab()
        number(e.time); tab()
        signed(Int64(e.tid)); tab()
        bytes.append(e.isMain ? UInt8(ascii: "1") : UInt8(ascii: "0")); tab()
        text(e.kind.rawValue); tab()
        number(e.span); tab()
        signed(e.value); tab()
        text(e.queue); tab()
        text(e.task); tab()
        text(e.threadName); tab()
        text(e.label)
        bytes.append(UInt8(ascii: "\n"))
    }

    /// Appends a protocol line (already escaped) and its newline.
    mutating func appendLine(_ line: String) {
        bytes.append(contentsOf: line.utf8)
        bytes.append(UInt8(ascii: "\n"))
    }

    @inline(__always) private mutating func tab() { bytes.append(9) }

    private mutating func signed(_ v: Int64) {
        if v < 0 { bytes.append(UInt8(ascii: "-")); number(v.magnitude) } else { number(UInt64(v)) }
    }

    private mutating func number(_ v: UInt64) {
        var count = 0
        var rest = v
        repeat { count += 1; rest /= 10 } while rest > 0
        let start = bytes.count
        bytes.append(contentsOf: repeatElement(0, count: count))
        var i = start + count - 1
        rest = v
        repeat {
            bytes[i] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
            i -= 1
        } while rest > 0
    }

    /// Appends `s` escaped as ``WireFormat/escape(_:)`` does.
    private mutating func text(_ s: String) {
        var s = s
        s.withUTF8 { utf8 in
            for byte in utf8 {
                switch byte {
                case 9: bytes.append(92); bytes.append(UInt8(ascii: "t"))
                case 10: bytes.append(92); bytes.append(UInt8(ascii: "n"))
                case 13: bytes.append(92); bytes.append(UInt8(ascii: "r"))
                case 92: bytes.append(92); bytes.append(92)
                default: bytes.append(byte)
                }
            }
        }
    }
}
