/// The line format events travel in from a demo's process to the shell.
///
/// One event per line, twelve tab-separated fields:
/// `E seq time tid main kind span value queue task threadName label`.
/// Numbers are decimal without leading zeros (`seq`, `tid` and `value` may be negative);
/// `main` is `0` or `1`; the four texts are UTF-8 with tab, newline, carriage return and
/// backslash escaped as `\t`, `\n`, `\r`, `\\`. Lines that do not begin with `E` and a tab
/// belong to whoever shares the stream (the runner's handshake and ending lines).
///
/// ``WireWriter`` writes it and ``WireReader`` reads it; they are the only codec, shipped and
/// tested alike. The reader accepts exactly what the writer writes: a line it decodes encodes
/// back to the same bytes, and anything else is reported as a ``WireError``, never repaired.
/// It is cheap to write and to parse, which matters for runs of a million events.
package enum WireFormat {
    /// The field names, in order (named by ``WireError``).
    package static let fields = ["tag", "seq", "time", "tid", "main", "kind", "span", "value", "queue", "task", "threadName", "label"]

    /// `s` with tab, newline, carriage return and backslash escaped.
    package static func escape(_ s: String) -> String {
        var bytes: [UInt8] = []
        appendEscaped(s, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The text `escape(_:)` made; nil when `s` holds a backslash that is not one of its
    /// four escapes, or a raw carriage return.
    package static func unescape(_ s: Substring) -> String? {
        var s = s
        return s.withUTF8 { unescape(UnsafeRawBufferPointer($0)) }
    }

    /// Appends the UTF-8 of `s`, escaped.
    static func appendEscaped(_ s: String, to bytes: inout [UInt8]) {
        var s = s
        s.withUTF8 { utf8 in
            for byte in utf8 {
                switch byte {
                case 9:
                    bytes.append(92)
                    bytes.append(UInt8(ascii: "t"))
                case 10:
                    bytes.append(92)
                    bytes.append(UInt8(ascii: "n"))
                case 13:
                    bytes.append(92)
                    bytes.append(UInt8(ascii: "r"))
                case 92:
                    bytes.append(92)
                    bytes.append(92)
                default: bytes.append(byte)
                }
            }
        }
    }

    /// The text of escaped, UTF-8 `bytes`; nil when an escape or the UTF-8 is not valid.
    static func unescape(_ bytes: UnsafeRawBufferPointer) -> String? {
        guard bytes.contains(where: { $0 == 92 || $0 == 13 }) else {
            return String(validating: bytes, as: UTF8.self)
        }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var escaping = false
        for byte in bytes {
            if escaping {
                switch byte {
                case UInt8(ascii: "t"): out.append(9)
                case UInt8(ascii: "n"): out.append(10)
                case UInt8(ascii: "r"): out.append(13)
                case 92: out.append(92)
                default: return nil
                }
                escaping = false
            } else if byte == 92 {
                escaping = true
            } else if byte == 13 {
                return nil
            } else {
                out.append(byte)
            }
        }
        return escaping ? nil : String(validating: out, as: UTF8.self)
    }
}
