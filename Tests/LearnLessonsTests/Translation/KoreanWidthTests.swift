import LearnLanguage
import LearnTestSupport
import LearnTrace
import Testing

@testable import LearnLessons

/// Korean takes two columns a syllable: the lesson page, its Markdown and the engine's words
/// wrap by display columns, so no line of a translated lesson is wider than the terminal.
@Suite struct KoreanWidthTests {
    static let widths = [60, 80, 100]

    /// Lines of `text` wider than `width` display columns.
    static func overflowing(_ text: String, width: Int) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { TerminalLines.columns($0) > width }
    }

    @Test(
        "each translated lesson's page fits 60, 80 and 100 columns, its fixed words Korean", arguments: TranslationCheckerTests.translated)
    func pageFits(_ id: String) throws {
        let library = LessonLibrary()
        guard case .translated(let lesson)? = library.lesson(id: id, language: .ko)?.choice else {
            Issue.record("\(id) has an up-to-date Korean translation")
            return
        }
        for width in Self.widths {
            let page = LessonPage(lesson: lesson, options: RenderOptions(width: width, language: .ko)).render()
            #expect(page.contains("예측"), "the page's fixed words are Korean")
            let english = EnglishLeaks.lines(in: page)
            #expect(english.isEmpty, "\(id) at \(width) columns, learn's words in English:\n\(english.joined(separator: "\n"))")
            let wide = Self.overflowing(page, width: width)
            #expect(wide.isEmpty, "\(id) at \(width) columns:\n\(wide.joined(separator: "\n"))")
        }
    }

    @Test("Korean prose wraps at spaces by columns: a full line of Hangul is near the width, never over", arguments: widths)
    func prose(_ width: Int) {
        let sentence = String(repeating: "읽기는 큐를 함께 쓰고, 쓰기는 큐를 혼자 차지할 때까지 기다립니다. ", count: 6)
        let markdown = TerminalMarkdown(options: RenderOptions(width: width, language: .ko))
        let lines = markdown.render(sentence).split(separator: "\n").map(String.init)
        #expect(lines.count > 1)
        for line in lines {
            #expect(TerminalLines.columns(line) <= width, "\(line)")
        }
        // counted by characters, a line of Hangul would run to twice the width; by columns the
        // lines before the last are full to within one word
        for line in lines.dropLast() { #expect(TerminalLines.columns(line) > width - 12, "\(line)") }
    }

    @Test("a word of Hangul wider than the line goes on over the next lines, its syllables whole", arguments: widths)
    func longWord(_ width: Int) {
        let word = String(repeating: "가", count: width)  // 2 × width columns
        let lines = TerminalLines.wrap(word, to: width)
        #expect(lines.joined() == word)
        #expect(lines.allSatisfy { TerminalLines.columns($0) <= width })
    }

    @Test("the part title and a check line wrap by columns", arguments: widths)
    func engineWords(_ width: Int) {
        let renderer = LessonRenderer(options: RenderOptions(width: width, language: .ko))
        let title = renderer.partTitle("barrier", summary: String(repeating: "배리어 큐의 쓰기는 혼자 실행됩니다 ", count: 4))
        let check = renderer.check("write-alone", words: String(repeating: "겹친 쓰기가 없었습니다 ", count: 8), detail: "", holds: true)
        let question = renderer.question(
            Prediction(name: "p", question: String(repeating: "읽기가 실행되는 동안 쓰기가 실행될까요? ", count: 4), options: []))
        for text in [title, check, question] {
            #expect(Self.overflowing(text, width: width).isEmpty, "\(text)")
        }
        #expect(question.contains("예측:") && question.contains("(아래 실행이 답을 알려 줍니다.)"))
    }
}
