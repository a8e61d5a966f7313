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

    /// One line that is neither blank nor a comment, read as a message. It is read as bytes:
    /// the catalogue reads a language's files this way when learn starts to speak it.
    private static func entry(_ line: Bytes, number: Int) -> Result<Entry, Problem> {
        guard let equals = line.firstIndex(of: UInt8(ascii: "=")) else {
            return .failure(Problem(line: number, message: "a message line is `key = text`: this one has no `=`"))
        }
        let name = trimmed(line[..<equals])
        let said = { String(decoding: name, as: UTF8.self) }
        guard let text = unescaped(trimmed(line[line.index(after: equals)...])) else {
            return .failure(Problem(line: number, message: "`\(said())`: a `\\` is followed by n, t, s or \\ only"))
        }
        if name.first == UInt8(ascii: "[") {
            let id = name.dropFirst().dropLast()
            guard name.last == UInt8(ascii: "]"), !id.isEmpty, !id.contains(where: { $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "]") })
            else {
                return .failure(Problem(line: number, message: "`\(said())` is not an id key: `[` an id `]`, without brackets inside"))
            }
            return .success(Entry(key: said(), form: nil, text: text, line: number))
        }
        let dot = name.firstIndex(of: UInt8(ascii: ".")) ?? name.endIndex
        let key = name[..<dot]
        guard isKey(key) else {
            return .failure(Problem(line: number, message: "`\(said())` is not a message key: letters and digits, a letter first"))
        }
        var form: PluralForm?
        if dot != name.endIndex {
            guard let named = PluralForm(rawValue: String(decoding: name[name.index(after: dot)...], as: UTF8.self)) else {
                let forms = PluralForm.allCases.map { "`.\($0.rawValue)`" }.joined(separator: ", ")
                return .failure(Problem(line: number, message: "`\(said())`: a plural form is one of \(forms)"))
            }
            form = named
        }
        return .success(Entry(key: String(decoding: key, as: UTF8.self), form: form, text: text, line: number))
    }

    /// A line's bytes, or part of them.
    private typealias Bytes = Substring.UTF8View.SubSequence

    /// Whether `name` can be a key: an ASCII letter, then ASCII letters and digits (a Swift name).
    private static func isKey(_ name: Bytes) -> Bool {
        let letter = { (byte: UInt8) in (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) }
        guard let first = name.first, letter(first) else { return false }
        return name.allSatisfy { letter($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }

    /// `bytes` without the spaces and tabs (and a carriage return) at either end.
    private static func trimmed(_ bytes: Bytes) -> Bytes {
        let blank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") }
        guard let start = bytes.firstIndex(where: { !blank($0) }), let end = bytes.lastIndex(where: { !blank($0) }) else {
            return bytes[bytes.endIndex...]
        }
        return bytes[start...end]
    }

    /// The text `bytes` spell, its escapes undone; nil when a `\` is followed by anything else.
    private static func unescaped(_ bytes: Bytes) -> String? {
        guard bytes.contains(UInt8(ascii: "\\")) else { return String(decoding: bytes, as: UTF8.self) }
        var out: [UInt8] = []
        var escaping = false
        for byte in bytes {
            guard escaping else {
                if byte == UInt8(ascii: "\\") { escaping = true } else { out.append(byte) }
                continue
            }
            switch byte {
            case UInt8(ascii: "n"): out.append(UInt8(ascii: "\n"))
            case UInt8(ascii: "t"): out.append(UInt8(ascii: "\t"))
            case UInt8(ascii: "s"): out.append(UInt8(ascii: " "))
            case UInt8(ascii: "\\"): out.append(byte)
            default: return nil
            }
            escaping = false
        }
        return escaping ? nil : String(decoding: out, as: UTF8.self)
    }
}
