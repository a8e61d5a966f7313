import LearnLanguage
import LearnMessageFormat
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
            guard let words = Catalogue.text(key, in: language) else { continue }
            // every form of a message: a plural's `one` and `other` (the same text when it has one form)
            let places = { (language: Language) in
                PluralForm.allCases.reduce(into: Set<Int>()) {
                    $0.formUnion(Catalogue.placeholders(Catalogue.text(key, $1, in: language) ?? ""))
                }
            }
            #expect(places(language) == places(.en), "\(language.rawValue) \(key.rawValue): \(words)")
        }
    }

    @Test func argumentsGoInTheirPlaces() {
        #expect(Catalogue.format("{2} then {1}, {1}", ["a", "b"]) == "b then a, a")
        #expect(Catalogue.format("{3} {x} { {", ["a"]) == "{3} {x} { {")
        #expect(Catalogue.format("{1} stays", []) == "{1} stays", "no arguments: the words as written")
        let ko = Catalogue(.ko)
        #expect(ko(.predictAnswer, "질문", "“예”") == "“질문”의 답: 이번 실행의 답은 “예”입니다.")
        #expect(Catalogue(.en)(.placeStep, 3, 40) == "step 3/40")
    }

    @Test("a Korean particle written both ways becomes the one its word takes, when the word says")
    func koreanParticles() {
        let cases: [(template: String, word: String, said: String)] = [
            ("{1}이(가) 기다립니다", "T2", "T2가 기다립니다"),
            ("{1}이(가) 기다립니다", "T3", "T3이 기다립니다"),
            ("상태 {1}(으)로 끝났습니다", "3", "상태 3으로 끝났습니다"),
            ("상태 {1}(으)로 끝났습니다", "1", "상태 1로 끝났습니다"),
            ("상태 {1}(으)로 끝났습니다", "2", "상태 2로 끝났습니다"),
            ("상태 {1}(으)로 끝났습니다", "10", "상태 10으로 끝났습니다"),
            ("“{1}”이(가) 맞습니다", "없다, 쓰기는 언제나 혼자 실행된다", "“없다, 쓰기는 언제나 혼자 실행된다”가 맞습니다"),
            ("`{1}`을(를) 씁니다", "큐", "`큐`를 씁니다"),
            ("{1}은(는) 끝", "스레드", "스레드는 끝"),
            ("{1}은(는) 끝", "작업 종료", "작업 종료는 끝"),
            ("{1}(으)로", "서울", "서울로"),
            ("{1}(으)로", "부산", "부산으로"),
            ("{1}(이)라는", "값", "값이라는"),
            ("{1}과(와)", "큐", "큐와"),
            // Latin letters do not say how they are read: both forms stay.
            ("`{1}`을(를) 씁니다", "dlsym", "`dlsym`을(를) 씁니다"),
            ("{1}(으)로 직접", "`schedule on`", "`schedule on`(으)로 직접"),
            ("{1}이(가)", "", "이(가)"),
            // …but the main thread's name is read one way (메인): its particles are chosen.
            ("{1}이(가) 기다림", "main", "main이 기다림"),
            ("`{1}`(으)로", "main", "`main`으로"),
            ("{1}이(가) 기다림", "T2, main", "T2, main이 기다림"),
            ("{1}을(를)", "domain", "domain을(를)"),
            // An aside in parentheses does not take the particle: the word before it does.
            ("{1}을(를) 호출", "`sync`(위치: 4번 줄)", "`sync`(위치: 4번 줄)을(를) 호출"),
            ("{1}을(를) 호출", "큐(위치: 4번 줄)", "큐(위치: 4번 줄)를 호출"),
            ("{1}{2}을(를) 호출", "(위치: 4번 줄)", "(위치: 4번 줄){2}을(를) 호출"),
            ("({1})이(가)", "큐", "(큐)이(가)"),
        ]
        for c in cases { #expect(Catalogue.format(c.template, [c.word]) == c.said, "\(c.template) with \(c.word)") }
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
