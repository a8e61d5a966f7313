/// Splits a line into words as a POSIX shell would for simple input: the learn shell's typed
/// lines and the command lines the toolchain's tools print (`-###`) alike.
///
/// Spaces and tabs separate words; `'single quotes'` keep everything literally; `"double
/// quotes"` keep spaces, and a backslash in them keeps the next character (`\"`, `\\`); a
/// backslash outside quotes keeps the next character. Not an error: an empty line (no words)
/// or extra spaces between words.
///
/// The two ways to split differ only on a quote left open: ``split(_:)`` (the tools' lines,
/// which always close theirs) runs it to the end of the line, ``split(typed:)`` (a person's
/// line) says what to do about it.
package enum ShellWords {
    /// Why a typed line could not be split.
    package enum Problem: Error, Equatable, CustomStringConvertible {
        case unterminatedQuote(Character)
        package var description: String {
            switch self {
            case .unterminatedQuote(let q): "missing closing \(q): add it at the end of the line"
            }
        }
    }

    /// The words of `line`; a quote left open runs to the end of the line.
    package static func split(_ line: String) -> [String] {
        let scan = scan(line)
        return scan.words + (scan.inWord ? [scan.current] : [])
    }

    /// The words of a line a person typed, or a problem when a quote is not closed.
    package static func split(typed line: String) throws(Problem) -> [String] {
        let scan = scan(line)
        if let quote = scan.openQuote { throw .unterminatedQuote(quote) }
        return scan.words + (scan.inWord ? [scan.current] : [])
    }

    /// For completion: the finished words before the cursor, and the partial word at it.
    /// An open quote is tolerated (the partial word is inside it).
    package static func completionContext(_ prefix: String) -> (words: [String], partial: String) {
        let scan = scan(prefix)
        return (scan.words, scan.inWord ? scan.current : "")
    }

    private struct Scan {
        var words: [String] = []
        var current = ""
        var inWord = false
        var openQuote: Character?
    }

    private static func scan(_ line: String) -> Scan {
        var s = Scan()
        var escaped = false
        for ch in line {
            if escaped {
                s.current.append(ch)
                escaped = false
                continue
            }
            switch (s.openQuote, ch) {
            case ("'", "'"), ("\"", "\""):
                s.openQuote = nil
            case ("'", _):
                s.current.append(ch)
            case ("\"", "\\"):
                escaped = true
            case ("\"", _):
                s.current.append(ch)
            case (nil, "\\"):
                escaped = true
                s.inWord = true
            case (nil, "'"), (nil, "\""):
                s.openQuote = ch
                s.inWord = true
            case (nil, _) where ch == " " || ch == "\t":
                if s.inWord {
                    s.words.append(s.current)
                    s.current = ""
                    s.inWord = false
                }
            default:
                s.current.append(ch)
                s.inWord = true
            }
        }
        return s
    }
}
