/// Text from a file or a keyboard, made safe to print on a terminal.
///
/// A lesson, the history file or a typed line may hold control characters: `ESC ] 0 ;` sets the
/// window title, `ESC ] 52 ;` writes the clipboard, `ESC [ 2 J` clears the screen. Every such
/// character is shown in caret notation instead (`^[` for ESC, `^G` for BEL, `^?` for DEL, as
/// `cat -v` writes them), and a C1 control (U+0080–U+009F) as `<U+009B>`; a terminal receives
/// only printable text. Tab, newline and the carriage return of a CRLF line end are kept.
package enum VisibleText {
    /// `text` with every control character made visible.
    package static func escape(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { isControl($0) }) else { return text }
        var out = String.UnicodeScalarView()
        let scalars = Array(text.unicodeScalars)
        for (i, c) in scalars.enumerated() {
            if c == "\r", i + 1 < scalars.count, scalars[i + 1] == "\n" {
                out.append(c)
            } else if isControl(c) {
                out.append(contentsOf: caret(c).unicodeScalars)
            } else {
                out.append(c)
            }
        }
        return String(out)
    }

    /// True for a character a terminal acts on rather than shows (tab and newline excepted).
    package static func isControl(_ c: Unicode.Scalar) -> Bool {
        switch c.value {
        case 0x09, 0x0A: false
        case 0x00...0x1F, 0x7F...0x9F: true
        default: false
        }
    }

    /// The 1-based column (in Unicode scalars) of the first control character of a line, if any.
    package static func firstControl(in line: String) -> (column: Int, shown: String)? {
        for (i, c) in line.unicodeScalars.enumerated() where isControl(c) {
            return (i + 1, caret(c))
        }
        return nil
    }

    /// `^[` for ESC, `^?` for DEL, `<U+0085>` for a C1 control.
    static func caret(_ c: Unicode.Scalar) -> String {
        switch c.value {
        case 0x7F: return "^?"
        case 0x00...0x1F: return "^" + String(Unicode.Scalar(UInt8(c.value + 0x40)))
        default:
            let hex = String(c.value, radix: 16, uppercase: true)
            return "<U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + ">"
        }
    }
}
