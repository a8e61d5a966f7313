/// The one loop of ``JSONText/quote(_:)`` and ``HTMLText/escape(_:)``: text with some scalars
/// replaced.
enum Escaping {
    /// `text` with each scalar `table` names replaced by its entry, each one `other` returns text
    /// for replaced by that, and the rest kept.
    static func replacing(_ text: String, _ table: [Unicode.Scalar: String], other: (Unicode.Scalar) -> String?) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for u in text.unicodeScalars {
            if let replaced = table[u] ?? other(u) {
                out += replaced
            } else {
                out.unicodeScalars.append(u)
            }
        }
        return out
    }
}
