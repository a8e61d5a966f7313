/// Small text helpers shared by the parser, the checker and the player (the did-you-mean of
/// their messages is ``DidYouMean``, in LearnJudge).
package enum LessonText {
    /// The lines of `text`, split on LF or CRLF.
    static func lines(_ text: String) -> [Substring] {
        text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
    }

    /// `a`, `b`, `c` for a message.
    static func list(_ items: [String]) -> String {
        items.isEmpty ? "(none)" : items.map { "`\($0)`" }.joined(separator: ", ")
    }

    /// Terminal columns a string takes: wide (East Asian) characters count 2.
    static func width(_ s: Substring) -> Int {
        var w = 0
        for c in s.unicodeScalars { w += isWide(c) ? 2 : (c.value < 32 ? 0 : 1) }
        return w
    }

    static func width(_ s: String) -> Int { width(s[...]) }

    static func isWide(_ c: Unicode.Scalar) -> Bool {
        switch c.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
