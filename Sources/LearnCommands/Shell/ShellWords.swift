import Foundation

/// The argument parser's messages, said in the shell's grammar: names in backticks, what
/// to type instead, and `help COMMAND` rather than a `Usage: learn …` block.
enum ShellWords {
    /// `message` (the parser's, without `Error:`) for a line that starts with `command`.
    static func parserMessage(_ message: String, command: String?) -> String {
        let name = command.map { "`\($0)`" } ?? "this command"
        let advice = command.map { "; `help \($0)` shows how to write it" } ?? "; `help` lists the commands"
        let quoted = quotes(in: message)
        if message.hasPrefix("The value '"), let value = quoted.first {
            let choices = quoted.dropFirst(2)
            let takes = choices.isEmpty ? "" : "; write one of " + choices.joined(separator: ", ")
            return "\(name) does not take `\(value)`" + (takes.isEmpty ? advice : takes)
        }
        if message.hasPrefix("Missing expected argument"), let what = quoted.first {
            return "\(name) needs \(placeholder(what))" + advice
        }
        if message.hasPrefix("Missing value for"), let option = quoted.first {
            return "`\(option.split(separator: " ").first ?? "")` needs a value" + advice
        }
        if message.hasPrefix("Unknown option"), let option = quoted.first {
            return "\(name) has no option `\(option)`" + advice
        }
        if message.hasPrefix("Unexpected argument"), let word = quoted.first {
            return "\(name) does not take `\(word)`" + advice
        }
        return backticked(message.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// The texts between single quotes, in order.
    static func quotes(in message: String) -> [String] {
        let parts = message.split(separator: "'", omittingEmptySubsequences: false)
        return stride(from: 1, to: parts.count - 1, by: 2).map { String(parts[$0]) }
    }

    /// `<lesson>` → `a lesson (LESSON)`; anything else as it is, in backticks.
    static func placeholder(_ text: String) -> String {
        guard text.hasPrefix("<"), text.hasSuffix(">") else { return "`\(text)`" }
        let word = text.dropFirst().dropLast()
        return "a \(word) (`\(word.uppercased())`)"
    }

    /// Single-quoted names become backticked, as everywhere else in the shell.
    static func backticked(_ message: String) -> String {
        message.replacingOccurrences(of: "'", with: "`")
    }
}
