import LearnLanguage

/// The "did you mean `x`?" of a diagnostic: the known word nearest a misspelt one. Shared by the
/// condition parser, the lesson and exercise checkers, and the command line.
package enum DidYouMean {
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
    package static func closest(to word: String, among candidates: [String], limit: Int = 3) -> [String] {
        let allowed = max(1, min(3, word.count / 3))
        // The distance is at least the difference in length: only near lengths are compared in full.
        let scored = candidates.map { ($0, abs($0.count - word.count) > allowed ? Int.max : distance(word, $0)) }
            .filter { $0.1 <= allowed || $0.0.hasPrefix(word) && !word.isEmpty }
            .sorted { ($0.1, $0.0) < ($1.1, $1.0) }
        return Array(scored.prefix(limit).map(\.0))
    }

    /// The single best candidate within `maxDistance`, if any.
    package static func closest(to word: String, among candidates: [String], maxDistance: Int) -> String? {
        candidates.map { ($0, abs($0.count - word.count) > maxDistance ? Int.max : distance(word, $0)) }
            .filter { $0.1 <= maxDistance }
            .min { ($0.1, $0.0) < ($1.1, $1.0) }?.0
    }

    /// " (did you mean `x`?)" or "".
    package static func phrase(_ word: String, among candidates: [String]) -> String { words(word, among: candidates).description }

    /// The same as catalogue words, said in the reader's language; no text when nothing is close.
    package static func words(_ word: String, among candidates: [String]) -> any CustomStringConvertible & Sendable {
        guard let best = closest(to: word, among: candidates).first else { return "" }
        return Words(.diagDidYouMean, best)
    }
}
