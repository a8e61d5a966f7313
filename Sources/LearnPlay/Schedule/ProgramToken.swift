import LearnLanguage
import LearnTrace

/// A replay token of a learner's file: the schedule's choices (``ScheduleToken``), then `@` and
/// the first 8 hex digits of the SHA-256 of the file's text (`sFCB@3fa9c2e1`). A token made for
/// another text of the file is refused: its choices count threads at gates that text may not have.
package struct ProgramToken: Sendable, Equatable, CustomStringConvertible {
    package var schedule: ScheduleToken
    package var digest: String

    package init(schedule: ScheduleToken, text: String) {
        self.schedule = schedule
        self.digest = Self.digest(of: text)
    }

    package var description: String { "\(schedule)@\(digest)" }

    /// The 8 hex digits a file's tokens end with.
    package static func digest(of text: String) -> String { String(SHA256.hex(Array(text.utf8)).prefix(8)) }

    /// Why the words are not a token of this text, or the token.
    package static func parse(_ words: String, for source: PlaySource) -> Result<ProgramToken, PlayError> {
        let parts = words.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, let schedule = ScheduleToken(parsing: String(parts[0])), parts[1].count == 8,
            parts[1].allSatisfy(\.isHexDigit)
        else {
            return .failure(.badToken(Words(.playNotAToken, ScheduleToken.quoted(words), source.path)))
        }
        var token = ProgramToken(schedule: schedule, text: "")
        token.digest = String(parts[1]).lowercased()
        guard token.digest == digest(of: source.text) else {
            return .failure(.badToken(Words(.playTokenOtherText, words, source.fileName, digest(of: source.text), source.path)))
        }
        return .success(token)
    }
}
