import Foundation
import LearnLanguage

/// The argument parser's messages in learn's words and the session's language: names in
/// backticks, what to type instead. The one place a parser error is said, for the shell and
/// for the command line.
///
/// In the shell the advice is `help COMMAND` (there is no `Usage: learn …` block); on the
/// command line ArgumentParser's usage follows the message, so no advice is added, and its
/// own suggestion (`Did you mean '--pace'?`) is kept. A message this type does not know is
/// given as the parser wrote it (backticked in the shell). In English the shell's words are
/// what they always were: a flag given a value and extra arguments read as the parser wrote
/// them, without advice.
enum ParserWords {
    /// `message` (the parser's, without `Error:`) for a line whose command is `command` (`run`
    /// in the shell, `learn run` on the command line; nil: none named yet), read in `place`.
    static func message(
        _ message: String, command: String?, in place: LearnError.Place = .shell, language: Language = .en
    ) -> String {
        let say = Catalogue(language)
        let name = command.map { "`\($0)`" } ?? say(.parserThisCommand)
        let shell = place == .shell
        let advice = !shell ? "" : command.map { say(.parserHelpShows, $0) } ?? say(.parserHelpLists)
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
            let suggestion = !shell && quoted.count > 1 ? Suggestions.didYouMean([quoted[1]], otherwise: "", language: language) : ""
            return say(.parserNoOption, name, option) + suggestion + advice
        }
        if message.hasPrefix("Unexpected argument"), let word = quoted.first {
            return say(.parserDoesNotTake, name, word) + advice
        }
        if message.hasPrefix("The option '"), message.contains("does not take any value"), quoted.count == 2 {
            return say(.parserTakesNoValue, quoted[0], quoted[1])
        }
        if let count = Int(message.prefix { $0.isNumber }), message.contains(" unexpected arguments: "), !quoted.isEmpty {
            return say(.parserUnexpectedArguments, count, quoted.map { "`\($0)`" }.joined(separator: ", "))
        }
        return shell ? backticked(message.trimmingCharacters(in: .whitespacesAndNewlines)) : message
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
