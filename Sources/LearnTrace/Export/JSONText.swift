/// Minimal JSON writing with a fixed key order (JSONEncoder would sort or shuffle keys).
package enum JSONText {
    /// `s` as a JSON string literal, quotes included.
    package static func quote(_ s: String) -> String {
        if !s.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) { return "\"" + s + "\"" }
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where u.value < 0x20:
                let hex = String(u.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(u)
            }
        }
        return out + "\""
    }

    /// An object from ordered `(key, already-encoded value)` pairs.
    package static func object(_ fields: [(String, String)]) -> String {
        "{" + fields.map { quote($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
    }

    /// Nanoseconds as microseconds with three decimals: `1234567` → `1234.567`.
    static func micros(_ ns: UInt64) -> String {
        let frac = String(ns % 1_000)
        return "\(ns / 1_000)." + String(repeating: "0", count: 3 - frac.count) + frac
    }
}
