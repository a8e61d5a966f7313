import LearnMessageFormat
import Testing

/// The message files' format: a line, its plural forms and escapes, and what is not a line.
@Suite struct MessageFileTests {
    @Test("a line: key = text, plural forms, escapes; and what is not a line")
    func lines() {
        let read = MessageFile.read(
            [
                "# a comment", "  padded   =   text with spaces inside  ", #"lead = \s two\nlines\\ \s"#, "steps.one = {1} step",
                "empty =", "bad line", "x.few = no", "1x = no", #"y = a \q b"#,
            ].joined(separator: "\n"))
        #expect(read.entries.map(\.key) == ["padded", "lead", "steps", "empty"])
        #expect(read.entries.map(\.text) == ["text with spaces inside", "  two\nlines\\  ", "{1} step", ""])
        #expect(read.entries[2].form == .one && read.entries[0].form == nil)
        #expect(read.entries.map(\.line) == [2, 3, 4, 5])
        #expect(read.problems.map(\.line) == [6, 7, 8, 9])
    }

    @Test("a plural's form by rule: one for 1 in English, other else; Korean has one form")
    func pluralForms() {
        #expect(PluralForm.form(of: "en", count: "1") == .one)
        for count in ["0", "2", "1,000", "1.0", "11"] { #expect(PluralForm.form(of: "en", count: count) == .other, "\(count)") }
        #expect(PluralForm.form(of: "ko", count: "1") == .other)
    }
}

/// What the build-time generator refuses, each at its file and line.
@Suite struct MessageSetTests {
    @Test("a malformed line, a key written twice, a Korean key with no English, other arguments: each an error at its line")
    func refused() {
        let english = MessageSet(
            language: "en",
            files: [
                (
                    "en/x.txt",
                    ["a = x {1}", "steps.one = 1 step", "steps.other = {1} steps", "b = y", "b = z", "bad", "d.one = one"].joined(
                        separator: "\n")
                )
            ])
        #expect(
            english.errors.map(\.description) == [
                "en/x.txt:5: error: `b` is written twice (first at en/x.txt:4)",
                "en/x.txt:6: error: a message line is `key = text`: this one has no `=`",
                "en/x.txt:7: error: the plural message `d` has no `d.other`",
            ])
        var korean = MessageSet(
            language: "ko",
            files: [("ko/x.txt", ["a = x", "steps = {1}단계", "zz = 없음", "b.other = q", "steps.one = 하나"].joined(separator: "\n"))])
        korean.check(against: english)
        #expect(korean.errors.map(\.line).sorted() == [1, 3, 4, 5])
        #expect(korean.errors.contains { $0.line == 1 && $0.message.contains("uses no argument but its English message uses {1}") })
        #expect(korean.errors.contains { $0.line == 3 && $0.message.contains("not an English message") })
    }
}
