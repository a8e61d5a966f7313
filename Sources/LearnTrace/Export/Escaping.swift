/// The one loop of ``JSONText/quote(_:)`` and ``HTMLText/escape(_:)``: text with some scalars
/// replaced.
enum Escaping {
    /// `scalars` with each one `table` names replaced by its entry, each one `other` returns text
    /// for replaced by that, and the rest kept.
    static func replacing(
        _ scalars: String.UnicodeScalarView, _ table: [Unicode.Scalar: String], other: (Unicode.Scalar) -> String? = { _ in nil }
    ) -> String {
        var out = String.UnicodeScalarView()
        out.reserveCapacity(scalars.count)
        for u in scalars {
            if let replaced = table[u] ?? other(u) {
                out.append(contentsOf: replaced.unicodeScalars)
            } else {
                out.append(u)
            }
        }
        return String(out)
    }
}
