import LearnShell
import Testing

@Suite struct LineSplitterTests {
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
        #expect(try LineSplitter.split(line) == words)
    }

    @Test func anOpenQuoteIsAProblemThatSaysWhatToDo() {
        #expect(throws: LineSplitter.Problem.unterminatedQuote("'")) { try LineSplitter.split("set a='b") }
        #expect(throws: LineSplitter.Problem.unterminatedQuote("\"")) { try LineSplitter.split("show \"x") }
        #expect(LineSplitter.Problem.unterminatedQuote("'").description.contains("add it"))
    }

    @Test func completionContextSeparatesThePartialWord() {
        #expect(LineSplitter.completionContext("run ba") == (["run"], "ba"))
        #expect(LineSplitter.completionContext("run ") == (["run"], ""))
        #expect(LineSplitter.completionContext("") == ([], ""))
        #expect(LineSplitter.completionContext("show 'ba") == (["show"], "ba"))
    }
}
