/// Small text helpers shared by the parser, the checker and the player (and, for
/// ``distance(_:_:)``, the command line's did-you-mean).
package enum LessonText {
    /// Edit distance (optimal string alignment: a swap of two neighbours counts one) between two strings (by Unicode scalar), capped for long inputs.
    package static func distance(_ a: String, _ b: String) -> Int {
        let x = Array(a.unicodeScalars.prefix(64)), y = Array(b.unicodeScalars.prefix(64))
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var beforePrevious = Array(0...y.count)
        var previous = Array(0...y.count)
        var current = previous
        for i in 1...x.count {
            current[0] = i
            for j in 1...y.count {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)  // a transposition
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[y.count]
    }

    /// Candidates within a distance that grows with the word's length, best first.
    static func closest(to word: String, among candidates: [String], limit: Int = 3) -> [String] {
        let allowed = max(1, min(3, word.count / 3))
        // The distance is at least the difference in length: only near lengths are compared in full.
        let scored = candidates.map { ($0, abs($0.count - word.count) > allowed ? Int.max : distance(word, $0)) }
            .filter { $0.1 <= allowed || $0.0.hasPrefix(word) && !word.isEmpty }
            .sorted { ($0.1, $0.0) < ($1.1, $1.0) }
        return Array(scored.prefix(limit).map(\.0))
    }

    /// The single best candidate within `maxDistance`, if any.
    static func closest(to word: String, among candidates: [String], maxDistance: Int) -> String? {
        candidates.map { ($0, abs($0.count - word.count) > maxDistance ? Int.max : distance(word, $0)) }
            .filter { $0.1 <= maxDistance }
            .min { ($0.1, $0.0) < ($1.1, $1.0) }?.0
    }

    /// " (did you mean `x`?)" or "".
    static func didYouMean(_ word: String, among candidates: [String]) -> String {
        guard let best = closest(to: word, among: candidates).first else { return "" }
        return " (did you mean `\(best)`?)"
    }

    /// The lines of `text`, split on LF or CRLF.
    static func lines(_ text: String) -> [Substring] {
        text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
    }

    /// `a`, `b`, `c` for a message.
    static func list(_ items: [String]) -> String {
        items.isEmpty ? "(none)" : items.map { "`\($0)`" }.joined(separator: ", ")
    }

    /// Terminal columns a string takes: wide (East Asian) characters count 2.
    static func width(_ s: Substring) -> Int {
        var w = 0
        for c in s.unicodeScalars { w += isWide(c) ? 2 : (c.value < 32 ? 0 : 1) }
        return w
    }

    static func width(_ s: String) -> Int { width(s[...]) }

    static func isWide(_ c: Unicode.Scalar) -> Bool {
        switch c.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
