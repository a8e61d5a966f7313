import LearnJudge
import LearnLanguage
import LearnLessons

/// "Did you mean …?": the known names closest to a mistyped one.
package enum Suggestions {
    /// Up to three names from `candidates` close to `word`, best first: same prefix, or a few edits away.
    package static func closest(to word: String, in candidates: [String]) -> [String] {
        let word = word.lowercased()
        let limit = max(1, min(3, word.count / 3))
        let scored: [(String, Int)] = candidates.compactMap { candidate in
            let lower = candidate.lowercased()
            if word.count >= 2 && (lower.hasPrefix(word) || word.hasPrefix(lower)) { return (candidate, 0) }
            // The distance is at least the difference in length: skip the table when that is already too far.
            guard abs(word.count - lower.count) <= limit else { return nil }
            let d = distance(word, lower)
            return d <= limit ? (candidate, d) : nil
        }
        return scored.sorted { ($0.1, $0.0) < ($1.1, $1.0) }.prefix(3).map(\.0)
    }

    /// `; did you mean `a` or `b`?`, or `; ` and `otherwise` when there is nothing to suggest.
    package static func didYouMean(_ names: [String], otherwise: String, language: Language = .en) -> String {
        guard !names.isEmpty else { return "; " + otherwise }
        let words = Catalogue(language)
        return "; " + words(.didYouMean, names.map { "`\($0)`" }.joined(separator: words.template(.didYouMeanOr)))
    }

    /// Edit distance, with a swap of two neighbours counted as one edit: the lesson checker's
    /// own, so the command line and `learn check` suggest by the same measure.
    package static func distance(_ a: String, _ b: String) -> Int { DidYouMean.distance(a, b) }
}
