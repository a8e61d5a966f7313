import Foundation
import LearnLanguage
import LearnMessageFormat
import Testing

/// The shipped message files as data: every line reads, the keys are the English files', a plural
/// takes the form its count asks for, a message a language has not falls back to English, and
/// the build-time generator finds no problem.
@Suite struct ShippedMessagesTests {
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

    @Test("the keys are the English files' keys, each once (words keyed by id are no key)")
    func keysFromEnglish() throws {
        let keys = try Self.files(.en).flatMap { MessageFile.read($0.text).entries.map(\.key) }
        #expect(Set(keys.filter { !MessageFile.isID($0) }) == Set(MessageKey.allCases.map(\.rawValue)))
        let plain = try Self.files(.en).flatMap { MessageFile.read($0.text).entries.filter { $0.form == nil }.map(\.key) }
        #expect(plain.count == Set(plain).count)
    }

    @Test("a plural takes its form from its count, the first argument: one for 1 in English, other else")
    func plurals() {
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

    @Test("the shipped files have no problem the generator would refuse")
    func shipped() throws {
        let read = { (language: Language) in
            try Self.files(language).map { (path: "\(language.rawValue)/\($0.name)", text: $0.text) }
        }
        let english = MessageSet(language: "en", files: try read(.en))
        var korean = MessageSet(language: "ko", files: try read(.ko))
        korean.check(against: english)
        #expect(english.errors.isEmpty && korean.errors.isEmpty, "\(english.errors + korean.errors)")
        // words keyed by id (a demo's, `[actors/lock]`) become no typed key
        #expect(
            english.order.filter { !MessageFile.isID($0) } == MessageKey.allCases.map(\.rawValue),
            "MessageKey is the English keys, in the files' order")
    }
}
