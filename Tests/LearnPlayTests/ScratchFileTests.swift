import LearnLanguage
import LearnPlay
import Testing

/// `play --new`'s example: its comments in the learner's language, its code the same in every one.
@Suite struct ScratchFileTests {
    /// A line's code: what comes before a `//` (the example's strings hold none).
    static func code(_ line: Substring) -> Substring {
        let code = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line
        return code.reversed().drop { $0 == " " }.reversed().reduce(into: "") { $0.append($1) }
    }

    @Test func theKoreanExampleIsTheSameCodeWithKoreanComments() {
        let english = ScratchFile.example(in: .en), korean = ScratchFile.example(in: .ko)
        #expect(english == ScratchFile.example)
        let lines = korean.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.map(Self.code) == english.split(separator: "\n", omittingEmptySubsequences: false).map(Self.code))
        #expect(lines.filter { $0.contains("//") }.count == 7)
        #expect(korean.hasPrefix("// 플레이그라운드 파일: `learn play`가 컴파일해 실행하고,"))
        #expect(korean.contains("// `queue.sync` 없이 실행해 보고, 그다음 --tsan으로"))
        // a lesson's starter ends with the example in its words' language
        let starter = ScratchFile.lessonStarter(title: "경쟁", id: "race", blocks: ["let x = 1"], words: Catalogue(.ko))
        #expect(starter.hasSuffix(korean))
    }
}
