/// The format of learn's message files (`Sources/LearnLanguage/Messages/LANG/AREA.txt`), read
/// by the build-time generator and, when a language is first needed, by the catalogue.
///
/// A line is blank, a comment (`#` first), or a message: `key = text` or, for a plural,
/// `key.one = text` and `key.other = text`; or words keyed by an id the code makes at run time
/// (a demo's, `[actors/serial-queue] = text`), which become no typed key. Around ` = ` and at the line's ends spaces do not
/// count; in the text `\n` is a new line, `\t` a tab, `\s` a space (for a space at either end)
/// and `\\` a backslash. A line that is none of these is a ``Problem``, not skipped in silence.
/// The README beside the files says the same for the people who write them.
package enum MessageFile {
    /// Whether `key` is an id key (`[actors.writers]`): words looked up by an id the code makes.
    package static func isID(_ key: String) -> Bool { key.hasPrefix("[") }

    /// One message line: its key (an id key with its brackets), its plural form (nil for a plain message), its text with the
    /// escapes undone, and its line number (1-based).
    package struct Entry: Sendable, Equatable {
        package let key: String
        package let form: PluralForm?
        package let text: String
        package let line: Int
    }

    /// A line that is not a message, a comment or blank.
    package struct Problem: Error, Sendable, Equatable {
        package let line: Int
        package let message: String
    }

    /// The messages of `text` in order, and the lines that could not be read.
    package static func read(_ text: String) -> (entries: [Entry], problems: [Problem]) {
        var entries: [Entry] = []
        var problems: [Problem] = []
        var number = 0
        for raw in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            number += 1
            let line = trimmed(raw)
            guard let first = line.first, first != UInt8(ascii: "#") else { continue }
            switch entry(line, number: number) {
            case .success(let entry): entries.append(entry)
            case .failure(let problem): problems.append(problem)
            }
        }
        return (entries, problems)
    }

    /// One line that is neither blank nor a comment, read as a message.
    private static func entry(_ line: Substring.UTF8View.SubSequence, number: Int) -> Result<Entry, Problem> {
        guard let equals = line.firstIndex(of: UInt8(ascii: "=")) else {
            return .failure(Problem(line: number, message: "a message line is `key = text`: this one has no `=`"))
        }
        let name = String(decoding: trimmed(line[..<equals]), as: UTF8.self)
        let value = trimmed(line[line.index(after: equals)...])
        guard let text = unescaped(String(decoding: value, as: UTF8.self)) else {
            return .failure(Problem(line: number, message: "`\(name)`: a `\\` is followed by n, t, s or \\ only"))
        }
        if name.hasPrefix("[") {
            let id = name.dropFirst().dropLast()
            guard name.hasSuffix("]"), !id.isEmpty, !id.contains("["), !id.contains("]") else {
                return .failure(Problem(line: number, message: "`\(name)` is not an id key: `[` an id `]`, without brackets inside"))
            }
            return .success(Entry(key: name, form: nil, text: text, line: number))
        }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, let key = parts.first, isKey(key) else {
            return .failure(Problem(line: number, message: "`\(name)` is not a message key: letters and digits, a letter first"))
        }
        var form: PluralForm?
        if parts.count == 2 {
            guard let named = PluralForm(rawValue: String(parts[1])) else {
                let forms = PluralForm.allCases.map { "`.\($0.rawValue)`" }.joined(separator: ", ")
                return .failure(Problem(line: number, message: "`\(name)`: a plural form is one of \(forms)"))
            }
            form = named
        }
        return .success(Entry(key: String(key), form: form, text: text, line: number))
    }

    /// Whether `name` can be a key: an ASCII letter, then letters and digits (a Swift name).
    private static func isKey(_ name: Substring) -> Bool {
        guard let first = name.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }
    }

    /// `bytes` without the spaces and tabs (and a carriage return) at either end.
    private static func trimmed(_ bytes: Substring.UTF8View.SubSequence) -> Substring.UTF8View.SubSequence {
        let blank: Set<UInt8> = [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r")]
        guard let start = bytes.firstIndex(where: { !blank.contains($0) }) else { return bytes[bytes.endIndex...] }
        let end = bytes.lastIndex(where: { !blank.contains($0) })!
        return bytes[start...end]
    }

    /// `text` with its escapes undone; nil when a `\` is followed by anything else.
    static func unescaped(_ text: String) -> String? {
        guard text.contains("\\") else { return text }
        var out = ""
        var escaping = false
        for character in text {
            if escaping {
                switch character {
                case "n": out.append("\n")
                case "t": out.append("\t")
                case "s": out.append(" ")
                case "\\": out.append("\\")
                default: return nil
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                out.append(character)
            }
        }
        return escaping ? nil : out
    }
}
