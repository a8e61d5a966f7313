/// The line format events travel in from a demo's process to the shell.
///
/// One event per line, tab-separated, strings escaped (`\t`, `\n`, `\\`):
/// `E seq time tid main kind span value queue task threadName label`.
/// It is cheap to write and to parse, which matters for runs of a million events.
public enum WireFormat {
    public static func encode(_ e: TraceEvent) -> String {
        var s = "E\t"
        s += String(e.seq); s += "\t"
        s += String(e.time); s += "\t"
        s += String(e.tid); s += "\t"
        s += e.isMain ? "1" : "0"; s += "\t"
        s += e.kind.rawValue; s += "\t"
        s += String(e.span); s += "\t"
        s += String(e.value); s += "\t"
        s += escape(e.queue); s += "\t"
        s += escape(e.task); s += "\t"
        s += escape(e.threadName); s += "\t"
        s += escape(e.label)
        return s
    }

    /// Parses one line written by ``encode(_:)``; nil when the line is not an event.
    public static func decode(_ line: Substring) -> TraceEvent? {
        let f = line.split(separator: "\t", omittingEmptySubsequences: false)
        guard f.count == 12, f[0] == "E",
              let seq = Int(f[1]), let time = UInt64(f[2]), let tid = Int32(f[3]),
              let kind = EventKind(rawValue: String(f[5])),
              let span = UInt64(f[6]), let value = Int64(f[7])
        else { return nil }
        return TraceEvent(
            seq: seq, time: time, tid: tid, isMain: f[4] == "1",
            threadName: unescape(f[10]), queue: unescape(f[8]), task: unescape(f[9]),
            kind: kind, label: unescape(f[11]), span: span, value: value
        )
    }

    public static func escape(_ s: String) -> String {
        guard s.utf8.contains(where: { $0 == 9 || $0 == 10 || $0 == 13 || $0 == 92 }) else { return s }
        var out = ""
        for c in s.unicodeScalars {
            switch c {
            case "\t": out += "\\t"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\\": out += "\\\\"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }

    public static func unescape(_ s: Substring) -> String {
        guard s.contains("\\") else { return String(s) }
        var out = ""
        var escaping = false
        for c in s.unicodeScalars {
            if escaping {
                switch c {
                case "t": out += "\t"
                case "n": out += "\n"
                case "r": out += "\r"
                default: out.unicodeScalars.append(c)
                }
                escaping = false
            } else if c == "\\" {
                escaping = true
            } else {
                out.unicodeScalars.append(c)
            }
        }
        return out
    }
}
