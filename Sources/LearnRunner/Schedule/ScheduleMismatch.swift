import Foundation
import LearnLanguage

/// A replay token that did not fit its run, in the learner's language. The child process says
/// it in English (``ScheduleReport/mismatch``: the text the wire carries, and what tests and
/// replays compare), in the words of the English catalogue's `mismatch…` keys; learn says it
/// again where it is shown, by its shape. A sentence of no known shape is shown as it came.
package enum ScheduleMismatch {
    /// The sentences a child writes, the longest first where one begins as another does.
    static let shapes: [MessageKey] = [
        .mismatchNoClockStep, .mismatchTooFewAtGates, .mismatchDemoTime, .mismatchEndedBefore, .mismatchNoTimer,
        .mismatchCannotReadFollow, .mismatchFollowEnded, .mismatchFollowNoThread,
    ]

    /// The reasons a sentence ends with (`the token was made for another program`).
    static let reasons: [MessageKey] = [.mismatchMadeForDemo, .mismatchMadeForProgram]

    /// `text` in `words`' language; English as it is.
    package static func said(_ text: String, in words: Catalogue) -> String {
        guard words.language != .source else { return text }
        let english = Catalogue(.en)
        for key in shapes {
            guard let arguments = arguments(of: text, in: english.template(key)) else { continue }
            let said = arguments.map { argument in
                reasons.first { english($0) == argument }.map { words($0) } ?? argument
            }
            return Catalogue.format(words.template(key), said)
        }
        return text
    }

    /// The arguments that put in `template`'s places give `text`, in the order of their
    /// numbers; nil when `text` is not of the template's shape.
    static func arguments(of text: String, in template: String) -> [String]? {
        var pattern = "^"
        var order: [Int] = []
        var rest = template[...]
        while let open = rest.range(of: "{") {
            let after = rest[open.upperBound...]
            let digits = after.prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty, after.dropFirst(digits.count).first == "}", let n = Int(digits) else {
                pattern += NSRegularExpression.escapedPattern(for: String(rest[..<open.upperBound]))
                rest = after
                continue
            }
            pattern += NSRegularExpression.escapedPattern(for: String(rest[..<open.lowerBound])) + "(.*?)"
            order.append(n)
            rest = after.dropFirst(digits.count + 1)
        }
        pattern += NSRegularExpression.escapedPattern(for: String(rest)) + "$"
        guard let regex = try? NSRegularExpression(pattern: pattern, options: [.dotMatchesLineSeparators]),
            let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text))
        else { return nil }
        var found = [String](repeating: "", count: order.max() ?? 0)
        for (i, n) in order.enumerated() {
            guard let range = Range(match.range(at: i + 1), in: text) else { return nil }
            found[n - 1] = String(text[range])
        }
        return found
    }
}
