import Foundation
import LearnLanguage

/// The argument parser's messages, said in the shell's grammar: names in backticks, what
/// to type instead, and `help COMMAND` rather than a `Usage: learn …` block.
enum ShellWords {
    /// `message` (the parser's, without `Error:`) for a line that starts with `command`.
    static func parserMessage(_ message: String, command: String?, language: Language = .en) -> String {
        let say = Catalogue(language)
        let name = command.map { "`\($0)`" } ?? say(.parserThisCommand)
        let advice = command.map { say(.parserHelpShows, $0) } ?? say(.parserHelpLists)
        let quoted = quotes(in: message)
        if message.hasPrefix("The value '"), let value = quoted.first {
            let choices = quoted.dropFirst(2)
            let takes = choices.isEmpty ? "" : say(.parserWriteOneOf, choices.joined(separator: ", "))
            return say(.parserDoesNotTake, name, value) + (takes.isEmpty ? advice : takes)
        }
        if message.hasPrefix("Missing expected argument"), let what = quoted.first {
            return say(.parserNeeds, name, placeholder(what, say)) + advice
        }
        if message.hasPrefix("Missing value for"), let option = quoted.first {
            return say(.parserNeedsValue, String(option.split(separator: " ").first ?? "")) + advice
        }
        if message.hasPrefix("Unknown option"), let option = quoted.first {
            return say(.parserNoOption, name, option) + advice
        }
        if message.hasPrefix("Unexpected argument"), let word = quoted.first {
            return say(.parserDoesNotTake, name, word) + advice
        }
        return backticked(message.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// The texts between single quotes, in order.
    static func quotes(in message: String) -> [String] {
        let parts = message.split(separator: "'", omittingEmptySubsequences: false)
        return stride(from: 1, to: parts.count - 1, by: 2).map { String(parts[$0]) }
    }

    /// `<lesson>` → `a lesson (LESSON)`; anything else as it is, in backticks.
    static func placeholder(_ text: String, _ say: Catalogue = Catalogue(.en)) -> String {
        guard text.hasPrefix("<"), text.hasSuffix(">") else { return "`\(text)`" }
        let word = text.dropFirst().dropLast()
        return say(.parserPlaceholder, word, word.uppercased())
    }

    /// Single-quoted names become backticked, as everywhere else in the shell.
    static func backticked(_ message: String) -> String {
        message.replacingOccurrences(of: "'", with: "`")
    }
}
