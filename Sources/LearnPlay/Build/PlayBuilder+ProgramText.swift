import Foundation

/// What is compiled of a learner's file: its text as written, then the support code (hooks,
/// and a `print` and `trace` unless the learner declared their own); whether it needs
/// `-parse-as-library`.
extension PlayBuilder {
    /// The learner's text, then the support code; a learner's own `print` or `trace` wins.
    /// A ThreadSanitizer build has no tracer to tell, so it keeps Swift's own `print`.
    static func programText(_ text: String, printShadow: Bool = true) -> String {
        var program = text.hasSuffix("\n") ? text : text + "\n"
        program += PlaySupportSource.hooks
        if printShadow && !declares("func print", in: text) { program += PlaySupportSource.print }
        if !declares("trace", in: text) { program += PlaySupportSource.trace }
        return program
    }

    /// `@main` needs `-parse-as-library` when the file is compiled alone.
    static func hasMainAttribute(_ text: String) -> Bool {
        text.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("@main") }
    }

    /// True when a line of `text` starts by declaring `name` (`func print`, `let trace`, …).
    private static func declares(_ name: String, in text: String) -> Bool {
        let starts =
            name.hasPrefix("func ") ? [name + "("] : ["let \(name) ", "var \(name) ", "let \(name):", "var \(name):", "func \(name)("]
        return text.split(separator: "\n").contains { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return starts.contains { trimmed.hasPrefix($0) }
        }
    }
}
