/// Text from a run, a lesson or a learner's file, made safe to place in an HTML page.
///
/// Every character that HTML reads as markup (`<`, `>`, `&`, and both quotes, so the same text
/// may stand in an attribute) becomes its reference: a learner's `</script>` or
/// `<img onerror=…>` is shown, never obeyed. A terminal's colour codes (`ESC [ … m`) are dropped
/// (the page has its own colours), and any other control character, which a strict parser
/// refuses, is shown as ``VisibleText`` shows it on a terminal (`^G`). Tab and newline are kept.
package enum HTMLText {
    /// `text` escaped for an element's content or a quoted attribute value.
    package static func escape(_ text: String) -> String {
        Escaping.replacing(VisibleText.escape(withoutColours(text)), references) { c in
            // noncharacters (U+FDD0…, U+xFFFE) are parse errors in HTML: shown as code points
            isNoncharacter(c) ? "&lt;U+\(String(c.value, radix: 16, uppercase: true))&gt;" : nil
        }
    }

    /// The characters HTML reads as markup, and a carriage return, as references.
    static let references: [Unicode.Scalar: String] = ["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;", "\r": "&#13;"]

    /// `text` without the terminal's SGR colour codes (`ESC [ 1 ; 31 m`).
    package static func withoutColours(_ text: String) -> String {
        guard text.contains("\u{1B}[") else { return text }
        var out = String.UnicodeScalarView()
        let scalars = Array(text.unicodeScalars)
        var i = 0
        while i < scalars.count {
            if scalars[i] == "\u{1B}", i + 1 < scalars.count, scalars[i + 1] == "[" {
                var j = i + 2
                while j < scalars.count, "0123456789;".unicodeScalars.contains(scalars[j]) { j += 1 }
                if j < scalars.count, scalars[j] == "m" {
                    i = j + 1
                    continue
                }
            }
            out.append(scalars[i])
            i += 1
        }
        return String(out)
    }

    private static func isNoncharacter(_ c: Unicode.Scalar) -> Bool {
        (0xFDD0...0xFDEF).contains(c.value) || c.value & 0xFFFE == 0xFFFE
    }
}
