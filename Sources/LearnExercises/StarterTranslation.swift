import LearnJudge
import LearnLanguage
import LearnTrace

/// A starter whose comments are translated (`Exercises/ko/race.swift` beside `Exercises/ko/race.md`):
/// the file `learn exercise` writes for a learner reading that language.
///
/// Only comments may differ: every line's code (what comes before a `//` outside a string,
/// without trailing spaces) is the source starter's, line for line, so the program, its line
/// numbers and what ThreadSanitizer or a hint says about them are the same in every language.
/// Its first line, `// source: STAMP`, says which source starter it was made from (the stamp a
/// translated exercise carries); it is not part of the file the learner gets.
package enum StarterTranslation {
    static let stampPrefix = "// source: "

    /// Checks the translated starter `text` (at `file`) against the source starter (`sourceName`,
    /// its text `source`); the starter as a learner gets it, when it has no problem.
    package static func check(
        _ text: String, file: String, source: String, sourceName: String
    ) -> (starter: String?, findings: ExerciseTranslationChecker.Findings) {
        var findings = ExerciseTranslationChecker.Findings()
        func problem(_ line: Int, _ message: String) {
            findings.problems.append(Diagnostic(file: file, line: line, column: 1, message: message))
        }
        let now = SourceStamp.of(source.utf8)
        guard let newline = text.firstIndex(of: "\n"), text.hasPrefix(stampPrefix) else {
            problem(1, "a translated starter's first line says which starter it was made from: add `\(stampPrefix)\(now)`")
            return (nil, findings)
        }
        let stamp = text[..<newline].dropFirst(stampPrefix.count).trimmingCharacters(in: .whitespaces)
        let body = String(text[text.index(after: newline)...])
        let lines = Self.lines(body), sourceLines = Self.lines(source)
        if lines.count != sourceLines.count {
            problem(
                1,
                "this starter has \(lines.count) lines and \(sourceName) \(sourceLines.count): a translated starter keeps every line where its source has it, and changes only comments"
            )
        } else if let index = lines.indices.first(where: { code(lines[$0]) != code(sourceLines[$0]) }) {
            problem(
                index + 2,
                "this line's code differs from \(sourceName):\(index + 1) `\(VisibleText.escape(code(sourceLines[index])))`: a translated starter changes only comments"
            )
        }
        if stamp != now {
            findings.toUpdate.append(
                Diagnostic(
                    file: file, line: 1, column: 1,
                    message:
                        "a translation to update: \(sourceName) changed since this starter was made from it (stamp `\(stamp)`); bring its changes over, then set `\(stampPrefix)\(now)`"
                ))
        }
        return (findings.problems.isEmpty ? body : nil, findings)
    }

    package static func lines(_ text: String) -> [String] {
        text.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// A line's code: what comes before a `//` that is not in a string literal, without the
    /// spaces that end it.
    package static func code(_ line: String) -> String {
        var code = ""
        var inString = false, escaped = false, previous: Character?
        for char in line {
            if !inString, char == "/", previous == "/" {
                code.removeLast()
                break
            }
            if inString, char == "\\", !escaped {
                escaped = true
            } else {
                if char == "\"", !escaped { inString.toggle() }
                escaped = false
            }
            code.append(char)
            previous = char
        }
        while code.last == " " || code.last == "\t" { code.removeLast() }
        return code
    }
}
