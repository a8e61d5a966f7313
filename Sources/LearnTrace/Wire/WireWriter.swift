/// Encodes events in ``WireFormat`` straight into bytes: the demo's process writes a
/// million of them in a flood, so no intermediate `String`s.
package struct WireWriter: Sendable {
    package private(set) var bytes: [UInt8] = []

    package init(reserving capacity: Int = 64 * 1024) { bytes.reserveCapacity(capacity) }

    /// The lines of `events`, as one stream.
    package static func bytes(of events: some Sequence<TraceEvent>) -> [UInt8] {
        var writer = WireWriter(reserving: 0)
        for e in events { writer.append(e) }
        return writer.bytes
    }

    package mutating func removeAll() { bytes.removeAll(keepingCapacity: true) }

    /// Appends one event and its newline.
    package mutating func append(_ e: TraceEvent) {
        bytes.append(UInt8(ascii: "E"))
        tab()
        signed(Int64(e.seq))
        tab()
        number(e.time)
        tab()
        signed(Int64(e.tid))
        tab()
        bytes.append(e.isMain ? UInt8(ascii: "1") : UInt8(ascii: "0"))
        tab()
        bytes.append(contentsOf: e.kind.rawValue.utf8)
        tab()
        number(e.span)
        tab()
        signed(e.value)
        tab()
        WireFormat.appendEscaped(e.queue, to: &bytes)
        tab()
        WireFormat.appendEscaped(e.task, to: &bytes)
        tab()
        WireFormat.appendEscaped(e.threadName, to: &bytes)
        tab()
        WireFormat.appendEscaped(e.label, to: &bytes)
        bytes.append(UInt8(ascii: "\n"))
    }

    /// Appends a line that is not an event (already escaped; it must not begin with `E` and a
    /// tab) and its newline.
    package mutating func appendLine(_ line: String) {
        bytes.append(contentsOf: line.utf8)
        bytes.append(UInt8(ascii: "\n"))
    }

    @inline(__always) private mutating func tab() { bytes.append(9) }

    private mutating func signed(_ v: Int64) {
        if v < 0 { bytes.append(UInt8(ascii: "-")) }
        number(v.magnitude)
    }

    private mutating func number(_ v: UInt64) {
        var count = 0
        var rest = v
        repeat {
            count += 1
            rest /= 10
        } while rest > 0
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
}
