import Foundation
import LearnTestSupport
import Testing

/// Hangul typed into the shell's line editor (libedit) in a real terminal: moved over and
/// deleted a syllable at a time, recalled from the history, found by Ctrl-R, saved as typed.
@Suite(.tags(.tmux), .slow, .needsTmux)
struct KoreanShellInputTests {
    /// The last line of the screen, the prompt's line.
    static func last(_ screen: String) -> String { Terminal.lines(screen).last ?? "" }

    @Test("Hangul at the prompt: editing, history, Ctrl-R", arguments: ["ko_KR.UTF-8", "C.UTF-8", "POSIX"])
    func hangulAtThePrompt(_ locale: String) throws {
        let term = Terminal()
        term.environment = ["LANG": locale]
        try term.start()
        try term.waitForPrompt()
        try term.send("help 세마포어")
        #expect(Self.last(try term.waitFor { Self.last($0) == "learn> help 세마포어" }) == "learn> help 세마포어")
        // Left twice: before 포; Backspace deletes 마, the whole syllable
        try term.send("Left", "Left", "BSpace", "X")
        #expect(Self.last(try term.waitFor { Self.last($0) == "learn> help 세X포어" }) == "learn> help 세X포어")
        try term.send("Enter")
        try term.waitFor("`세X포어`")
        try term.waitForPrompt()
        try term.send("set 한글=1", "Enter")
        try term.waitFor("`한글`")
        try term.waitForPrompt()
        // Up: the lines with Hangul, newest first
        try term.send("Up")
        #expect(Self.last(try term.waitFor { Self.last($0) == "learn> set 한글=1" }) == "learn> set 한글=1")
        try term.send("Up")
        #expect(Self.last(try term.waitFor { Self.last($0) == "learn> help 세X포어" }) == "learn> help 세X포어")
        // Ctrl-R: `글` is U+AE00, the character libedit's own search took for Ctrl-@
        try term.send("C-u", "C-r", "글")
        let found = try term.waitFor { Self.last($0) == "(reverse-i-search)`글': set 한글=1" }
        #expect(Self.last(found) == "(reverse-i-search)`글': set 한글=1")
        try term.send("C-g")
        #expect(Self.last(try term.waitFor { Self.last($0) == "learn>" }) == "learn>", "Ctrl-G puts the empty line back")
        try term.send("C-r", "세X")
        try term.waitFor { Self.last($0) == "(reverse-i-search)`세X': help 세X포어" }
        try term.send("Enter")
        // the line found ran: its error is on the screen twice
        try term.waitFor { $0.components(separatedBy: "`세X포어`").count == 3 }
        try term.waitForPrompt()
        try term.endWithCtrlD()
        let saved = try String(contentsOfFile: term.home.historyFile, encoding: .utf8)
        #expect(saved == "help 세X포어\nset 한글=1\nhelp 세X포어\n")
    }

    @Test("a shell started in Korean greets in Korean, wrapped to the terminal, and stays Korean after a command")
    func staysKorean() throws {
        let term = Terminal()
        term.environment = ["LANG": "ko_KR.UTF-8"]
        try term.start(columns: 60)
        let greeting = try term.waitFor("Ctrl-D로 나갑니다.")
        #expect(Terminal.lines(greeting).allSatisfy { ClassroomTests.width($0[...]) <= 60 }, "\(greeting)")
        try term.waitForPrompt()
        // each line re-reads the terminal's size: the language the shell started in stays
        try term.send("set", "Enter")
        #expect(try term.waitFor("정한 파라미터가 없습니다").contains("정한 파라미터가 없습니다"))
        try term.send("set", "Enter")
        try term.waitFor { $0.components(separatedBy: "정한 파라미터가 없습니다").count == 3 }
        try term.endWithCtrlD()
    }
}
