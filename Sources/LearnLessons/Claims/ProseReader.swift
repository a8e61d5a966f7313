import Foundation
import LearnJudge

/// Reads a sentence shown after a run as a learner would, for what a figure check cannot see:
/// a figure the run did not measure (shown as `–`), and a count of one with a plural noun
/// (“1 updates”), or a singular with a plural verb (“1 update were lost”): words written for
/// some other number.
package enum ProseReader {
    /// Findings about `text` (the lesson's words) as it showed, `filled` (normalised).
    static func read(_ text: String, filled: String, figures: RunFigures, line: Int) -> [String] {
        var findings: [String] = []
        for piece in LessonText.lines(text).flatMap({ FigureScanner.scan(String($0)).pieces }) {
            guard case .figure(let figure, _) = piece, figures.text(figure) == "–" else { continue }
            findings.append("line \(line): a figure the run did not measure showed as `–`: “\(filled.prefix(60))…”")
        }
        for phrase in pluralsOfOne(filled) {
            findings.append("line \(line): “\(phrase)”: a count of one with a plural noun")
        }
        return findings
    }

    /// Words after a standalone `1` that read as plural: `1 updates`, `1 runs`, `1 CPUs`.
    package static func pluralsOfOne(_ text: String) -> [String] {
        let words = text.split(whereSeparator: { $0 == " " }).map { String($0) }
        var found: [String] = []
        for (index, word) in words.enumerated() where index + 1 < words.count {
            guard word.trimmingCharacters(in: CharacterSet(charactersIn: "(*`")) == "1" else { continue }
            let noun = words[index + 1].trimmingCharacters(in: .punctuationCharacters).trimmingCharacters(
                in: CharacterSet(charactersIn: "*`"))
            if isPlural(noun) { found.append("1 \(noun)") }
            // `{lost} updates were lost` made singular for a run that lost one: the verb stays plural
            if !isPlural(noun), index + 2 < words.count, ["were", "are", "have"].contains(words[index + 2]) {
                found.append("1 \(noun) \(words[index + 2])")
            }
        }
        return found
    }

    /// A noun that reads as plural: ends in `s`, but not in `ss`, `is` or a lower-case `us`, and is no unit or verb.
    static func isPlural(_ word: String) -> Bool {
        let lower = word.lowercased()
        guard lower.count > 2, lower.hasSuffix("s"), lower.allSatisfy({ $0.isLetter }) else { return false }
        if ["ss", "is"].contains(where: lower.hasSuffix) || word.hasSuffix("us") { return false }
        return !["was", "has", "does", "goes"].contains(lower)
    }
}
