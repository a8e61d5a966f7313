/// Minimal JSON writing with a fixed key order (JSONEncoder would sort or shuffle keys).
package enum JSONText {
    /// `s` as a JSON string literal, quotes included.
    package static func quote(_ s: String) -> String {
        if !s.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) { return "\"" + s + "\"" }
        let escaped = Escaping.replacing(s, escapes) { u in
            // any other control character as `\u00XX`
            guard u.value < 0x20 else { return nil }
            let hex = String(u.value, radix: 16)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
        return "\"" + escaped + "\""
    }

    /// The characters a JSON string writes as an escape of their own.
    static let escapes: [Unicode.Scalar: String] = ["\"": "\\\"", "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t"]

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
