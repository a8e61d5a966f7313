import LearnLanguage
import Testing

/// The message catalogues: every key has words in every language, with the same arguments.
@Suite struct CatalogueTests {
    @Test("every message has words in every language", arguments: Language.allCases)
    func complete(_ language: Language) {
        let entries = Catalogue.entries(language)
        let missing = MessageKey.allCases.filter { entries[$0] == nil }
        #expect(missing.isEmpty, "\(language.name) has no words for \(missing.map(\.rawValue).joined(separator: ", "))")
    }

    @Test("a translation uses every argument its English message uses, and no other", arguments: Language.allCases)
    func sameArguments(_ language: Language) {
        for key in MessageKey.allCases {
            guard let english = Catalogue.english[key], let words = Catalogue.entries(language)[key] else { continue }
            #expect(Catalogue.placeholders(words) == Catalogue.placeholders(english), "\(language.rawValue) \(key.rawValue): \(words)")
        }
    }

    @Test func argumentsGoInTheirPlaces() {
        #expect(Catalogue.format("{2} then {1}, {1}", ["a", "b"]) == "b then a, a")
        #expect(Catalogue.format("{3} {x} { {", ["a"]) == "{3} {x} { {")
        let ko = Catalogue(.ko)
        #expect(ko(.predictAnswer, "질문", "“예”") == "“질문”의 답: 이번 실행의 답은 “예”입니다.")
        #expect(Catalogue(.en)(.placeStep, 3, 40) == "step 3/40")
    }

    @Test("a message's arguments read back from its words: format undone")
    func argumentsReadBack() {
        #expect(Catalogue.arguments(of: "b then a, a", in: "{2} then {1}, {1}") == ["a", "b"])
        #expect(Catalogue.arguments(of: "line (7) of `x.swift`.", in: "line ({1}) of `{2}`.") == ["7", "x.swift"])
        #expect(Catalogue.arguments(of: "something else", in: "line {1}") == nil)
        for language in Language.allCases {
            let words = Catalogue(language)
            #expect(Catalogue.arguments(of: words(.diagProgramExited, 3), in: words.template(.diagProgramExited)) == ["3"])
        }
    }

    @Test("the environment: LC_ALL, then LC_MESSAGES, then LANG; --lang wins")
    func environment() {
        #expect(Language.fromEnvironment([:]) == .en)
        #expect(Language.fromEnvironment(["LANG": "ko_KR.UTF-8"]) == .ko)
        #expect(Language.fromEnvironment(["LANG": "ko_KR.UTF-8", "LC_MESSAGES": "en_US.UTF-8"]) == .en)
        #expect(Language.fromEnvironment(["LC_ALL": "ko_KR.UTF-8", "LC_MESSAGES": "en_US.UTF-8"]) == .ko)
        #expect(Language.fromEnvironment(["LC_ALL": "", "LANG": "ko"]) == .ko, "an empty variable is not set")
        #expect(Language.fromEnvironment(["LANG": "C.UTF-8"]) == .en)
        #expect(Language.fromEnvironment(["LANG": "fr_FR.UTF-8"]) == .en, "a language learn does not speak: English")
        #expect(Language.resolve(flag: .en, environment: ["LC_ALL": "ko_KR.UTF-8"]) == .en)
        #expect(Language(code: "ko_KR.UTF-8") == .ko && Language(code: "KO") == .ko && Language(code: "xx") == nil)
    }
}
