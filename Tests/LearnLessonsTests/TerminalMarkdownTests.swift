import LearnLessons
import LearnTrace
import Testing

@Suite("Terminal Markdown")
struct TerminalMarkdownTests {
    @Test("paragraphs and list items wrap to the width; wide characters count two columns")
    func wrapping() {
        let md = TerminalMarkdown(options: RenderOptions(color: false, width: 20))
        let text = md.render("# Title\n\nOne two three four five six seven.\n- item one two three four\n\n작업 종료 작업 종료 작업 종료")
        #expect(text == """
            Title
            ─────

            One two three four
            five six seven.
            - item one two three
              four

            작업 종료 작업 종료
            작업 종료
            """)
    }

    @Test("colour: bold headings and **bold**, cyan `code`, yellow code blocks; plain keeps backticks")
    func colour() {
        let color = TerminalMarkdown(options: RenderOptions(color: true, width: 80))
        #expect(color.render("## Hi `x`") == "\u{1B}[1mHi \u{1B}[36mx\u{1B}[0m\u{1B}[1m\u{1B}[0m")
        #expect(color.renderCode("let a = 1") == "    \u{1B}[33mlet a = 1\u{1B}[0m")
        let plain = TerminalMarkdown(options: .plain)
        #expect(plain.render("a **b** `c **d**`") == "a b `c **d**`")
        #expect(plain.renderCode("x\n  y") == "    x\n      y")
    }
}
