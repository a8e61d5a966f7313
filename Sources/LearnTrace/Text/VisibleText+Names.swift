extension VisibleText {
    /// A file or folder name made safe to print on one line: every control character, tab and
    /// newline included, in caret notation (`evil^Jq`). A name is never text that wraps: a
    /// newline in one would print as two names.
    package static func name(_ name: String) -> String {
        guard name.unicodeScalars.contains(where: isNameControl) else { return name }
        var out = String.UnicodeScalarView()
        for c in name.unicodeScalars {
            if isNameControl(c) { out.append(contentsOf: caret(c).unicodeScalars) } else { out.append(c) }
        }
        return String(out)
    }

    /// The first control character of a name (tab and newline included), shown in caret notation.
    package static func firstNameControl(in name: String) -> String? {
        name.unicodeScalars.first(where: isNameControl).map(caret)
    }

    static func isNameControl(_ c: Unicode.Scalar) -> Bool { c.value == 0x09 || c.value == 0x0A || isControl(c) }
}
