import LearnPlay
import Testing

/// The one word splitter, as the shell uses it (`split(typed:)`, `completionContext`) and as
/// the playground's build reads the tools' `-###` lines (`split(_:)`; its own cases are in
/// LearnPlayTests' CompilePlanTests). The two ways were once two splitters, `LineSplitter` and
/// `ShellWords`: they split every line alike but one with a quote left open.
@Suite struct ShellWordsSplitTests {
    @Test(arguments: [
        ("run barrier", ["run", "barrier"]),
        ("  run   barrier  ", ["run", "barrier"]),
        ("", []),
        ("   ", []),
        ("run\tbarrier", ["run", "barrier"]),
        ("set name='a b'", ["set", "name=a b"]),
        ("show \"two words\"", ["show", "two words"]),
        ("say \"a \\\"quoted\\\" word\"", ["say", "a \"quoted\" word"]),
        ("say 'back\\slash'", ["say", "back\\slash"]),
        ("a\\ b c", ["a b", "c"]),
        ("''", [""]),
        ("x\"y z\"w", ["xy zw"]),
    ])
    func splits(_ line: String, _ words: [String]) throws {
        #expect(try ShellWords.split(typed: line) == words)
        #expect(ShellWords.split(line) == words)
    }

    @Test func anOpenQuoteIsAProblemThatSaysWhatToDo() {
        #expect(throws: ShellWords.Problem.unterminatedQuote("'")) { try ShellWords.split(typed: "set a='b") }
        #expect(throws: ShellWords.Problem.unterminatedQuote("\"")) { try ShellWords.split(typed: "show \"x") }
        #expect(ShellWords.Problem.unterminatedQuote("'").description.contains("add it"))
    }

    /// The one difference: a tool's line with a quote left open keeps its words (the quote runs
    /// to the end of the line), where a typed line is refused.
    @Test func aToolsLineWithAnOpenQuoteRunsItToTheEnd() {
        #expect(ShellWords.split("a 'b c") == ["a", "b c"])
        #expect(ShellWords.split("x \"y\\") == ["x", "y"])
        #expect(ShellWords.split("한 '글 자") == ["한", "글 자"])
        #expect(throws: ShellWords.Problem.unterminatedQuote("'")) { try ShellWords.split(typed: "한 '글 자") }
    }

    /// Kept as both splitters did it: a backslash in double quotes keeps any next character (a
    /// POSIX shell keeps the backslash before most), a trailing backslash is dropped, and Hangul
    /// is split by characters (a syllable, or a jamo with its combining vowel, is never cut).
    @Test func backslashesAndHangulAsBothSplittersDid() throws {
        for line in ["\"a\\b\"", "a\\", "'a\\'", "한\\ 글 \"ㅎ\u{1161}\"", "é\u{301} \\한"] {
            #expect(try ShellWords.split(typed: line) == ShellWords.split(line), "\(line.debugDescription)")
        }
        #expect(ShellWords.split("\"a\\b\"") == ["ab"])
        #expect(ShellWords.split("a\\") == ["a"])
        #expect(ShellWords.split("'a\\'") == ["a\\"])
        #expect(ShellWords.split("한\\ 글 \"ㅎ\u{1161}\"") == ["한 글", "ㅎ\u{1161}"])
    }

    @Test func completionContextSeparatesThePartialWord() {
        #expect(ShellWords.completionContext("run ba") == (["run"], "ba"))
        #expect(ShellWords.completionContext("run ") == (["run"], ""))
        #expect(ShellWords.completionContext("") == ([], ""))
        #expect(ShellWords.completionContext("show 'ba") == (["show"], "ba"))
    }
}
