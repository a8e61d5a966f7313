import Foundation
import LearnLanguage
import LearnMessageFormat
import Testing

/// The message files as data: every line reads, a plural takes the form its count asks for, a
/// message a language has not falls back to English.
@Suite struct MessageFileTests {
    /// `Sources/LearnLanguage/Messages`, found from this file.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appending(path: "Sources/LearnLanguage/Messages")

    /// Every message file of `language`, as written.
    static func files(_ language: Language) throws -> [(name: String, text: String)] {
        let dir = folder.appending(path: language.rawValue)
        return try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".txt") }.sorted().map {
            ($0, try String(contentsOf: dir.appending(path: $0), encoding: .utf8))
        }
    }

    @Test("every line of every message file is a message, a comment or blank", arguments: Language.allCases)
    func filesRead(_ language: Language) throws {
        let files = try Self.files(language)
        #expect(!files.isEmpty)
        for file in files {
            let read = MessageFile.read(file.text)
            #expect(read.problems.isEmpty, "\(language.rawValue)/\(file.name): \(read.problems)")
        }
        #expect(try Self.files(language).map(\.name) == Self.files(.en).map(\.name), "each language has the English areas")
    }

    @Test("the keys are the English files' keys, each once")
    func keysFromEnglish() throws {
        let keys = try Self.files(.en).flatMap { MessageFile.read($0.text).entries.map(\.key) }
        #expect(Set(keys) == Set(MessageKey.allCases.map(\.rawValue)))
        let plain = try Self.files(.en).flatMap { MessageFile.read($0.text).entries.filter { $0.form == nil }.map(\.key) }
        #expect(plain.count == Set(plain).count)
    }

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

    @Test("a plural takes its form from its count, the first argument: one for 1 in English, other else")
    func plurals() {
        #expect(PluralForm.form(of: "en", count: "1") == .one)
        for count in ["0", "2", "1,000", "1.0", "11"] { #expect(PluralForm.form(of: "en", count: count) == .other, "\(count)") }
        #expect(PluralForm.form(of: "ko", count: "1") == .other)
        let en = Catalogue(.en), ko = Catalogue(.ko)
        #expect(en(.steps, 1) == "1 step")
        #expect(en(.steps, 0) == "0 steps")
        #expect(en(.steps, 2) == "2 steps")
        #expect(en(.tasksSite, 1, "fetch") == "fetch  1 task" && en(.tasksSite, 3, "fetch") == "fetch  3 tasks")
        #expect(ko(.steps, 1) == "1단계" && ko(.steps, 2) == "2단계")
        #expect(Words(.countRuns, 1).said(in: .en) == "1 run" && Words(.countRuns, 4).said(in: .en) == "4 runs")
    }

    @Test("a message a language has not is said in English, in the form English gives its count")
    func fallback() {
        let korean = MessageTable(file: "steps = {1}단계")
        #expect(Catalogue.text(.steps, count: "1", in: korean, of: .ko) == "{1}단계")
        #expect(Catalogue.text(.countRuns, count: "1", in: korean, of: .ko) == "1 run")
        #expect(Catalogue.text(.countRuns, count: "3", in: korean, of: .ko) == "{1} runs")
        #expect(Catalogue.text(.countRuns, count: nil, in: nil, of: .ko) == "{1} runs", "a language with no file of the area")
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

    @Test("the shipped files have no problem the generator would refuse")
    func shipped() throws {
        let read = { (language: Language) in
            try MessageFileTests.files(language).map { (path: "\(language.rawValue)/\($0.name)", text: $0.text) }
        }
        let english = MessageSet(language: "en", files: try read(.en))
        var korean = MessageSet(language: "ko", files: try read(.ko))
        korean.check(against: english)
        #expect(english.errors.isEmpty && korean.errors.isEmpty, "\(english.errors + korean.errors)")
        #expect(english.order == MessageKey.allCases.map(\.rawValue), "MessageKey is the English keys, in the files' order")
    }
}
