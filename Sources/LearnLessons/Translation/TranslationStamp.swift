import LearnLanguage

/// The stamp a translation carries of the source it was made from: `source: 3f2a…` in its
/// header, the FNV-1a 64-bit hash of the source file's bytes in 16 hex digits.
///
/// A stamp only has to notice a changed source, not to resist a forger: FNV-1a needs no
/// library, and `learn check` prints the stamp to write, so nobody computes it by hand.
package enum TranslationStamp {
    /// The header key of the stamp.
    static let key = "source"

    /// The stamp of a source file's bytes (``SourceStamp``, which exercises' translations share).
    package static func of(_ bytes: [UInt8]) -> String { SourceStamp.of(bytes) }

    /// The `source:` line of a lesson's header: its value and line, and the bytes with that line
    /// left blank (a lesson's header has no such key; the line count stays, so every position
    /// the lesson checker reports is the file's). Nil when the header has no `source:` line:
    /// the file is a lesson, not a translation.
    static func split(_ bytes: [UInt8]) -> (stamp: String, line: Int, lesson: [UInt8])? {
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        guard let first = lines.first, String(decoding: first, as: UTF8.self).trimmingSpaces == "---" else { return nil }
        for (index, line) in lines.enumerated().dropFirst() {
            let text = String(decoding: line, as: UTF8.self).trimmingSpaces
            if text == "---" { return nil }
            guard text.hasPrefix(key + ":") else { continue }
            let stamp = String(text.dropFirst(key.count + 1)).trimmingSpaces
            var kept = Array(lines[..<index].joined(separator: [UInt8(ascii: "\n")]))
            kept += [UInt8(ascii: "\n"), UInt8(ascii: "\n")]  // the line, left blank
            kept += lines[(index + 1)...].joined(separator: [UInt8(ascii: "\n")])
            return (stamp, index + 1, kept)
        }
        return nil
    }
}

extension String {
    /// Without the spaces, tabs and carriage returns at either end.
    fileprivate var trimmingSpaces: String {
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        return String(drop(while: blank).reversed().drop(while: blank).reversed())
    }
}
