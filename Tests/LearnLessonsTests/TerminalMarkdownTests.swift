import LearnLessons
import LearnTrace
import Testing

@Suite("Terminal Markdown")
struct TerminalMarkdownTests {
    @Test("paragraphs and list items wrap to the width; wide characters count two columns")
    func wrapping() {
        let md = TerminalMarkdown(options: RenderOptions(color: false, width: 20))
        let text = md.render("# Title\n\nOne two three four five six seven.\n- item one two three four\n\n작업 종료 작업 종료 작업 종료")
        #expect(
            text == """
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

    @Test("emphasis closes before a Korean particle, as CommonMark lets `*` do; `snake_case` stays")
    func emphasisBeforeHangul() {
        let plain = TerminalMarkdown(options: .plain)
        #expect(plain.render("*강조*는 **협력적**으로, (*a*)와 `x*y*`") == "강조는 협력적으로, (a)와 `x*y*`")
        #expect(plain.render("a snake_case_name and 2*3*4") == "a snake_case_name and 2*3*4")
    }
}

@Suite("Terminal Markdown: as written")
struct TerminalMarkdownAsWrittenTests {
    static let table = """
        | queue | runs blocks | a barrier block |
        | --- | --- | --- |
        | serial | one at a time, in order | behaves like a plain `async` |
        | concurrent (your own) | side by side | waits for the blocks before it, then runs alone |
        """

    @Test("a table wider than the terminal wraps its cells inside aligned columns")
    func tableFitted() {
        let text = TerminalMarkdown(options: RenderOptions(color: false, width: 60)).render(Self.table)
        #expect(
            text == """
                  queue             │ runs blocks       │ a barrier block
                  ──────────────────┼───────────────────┼───────────────────
                  serial            │ one at a time, in │ behaves like a
                                    │ order             │ plain `async`
                  ──────────────────┼───────────────────┼───────────────────
                  concurrent (your  │ side by side      │ waits for the
                  own)              │                   │ blocks before it,
                                    │                   │ then runs alone
                """)
    }

    @Test("a table that cannot fit even wrapped is shown a row at a time, nothing cut")
    func tableAsRows() {
        let text = TerminalMarkdown(options: RenderOptions(color: false, width: 24)).render(Self.table)
        #expect(text.contains("  a barrier block:\n    behaves like a plain"))
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= 24 })
    }

    @Test("colour: italics in italic, bold in bold, table columns aligned without the backticks")
    func emphasisInColour() {
        let color = TerminalMarkdown(options: RenderOptions(color: true, width: 80))
        #expect(color.render("an *italic* and **bold** word") == "an \u{1B}[3mitalic\u{1B}[0m and \u{1B}[1mbold\u{1B}[0m word")
        let rows = color.render("| a | b |\n| - | - |\n| `x` | y |\n| long | z |").split(separator: "\n")
        #expect(rows[2] == "  \u{1B}[36mx\u{1B}[0m    │ y")
        #expect(rows[3] == "  long │ z")
    }

    @Test("links read as their text and address; numbered items hang under their text")
    func linksAndNumbers() {
        let md = TerminalMarkdown(options: RenderOptions(color: false, width: 40))
        #expect(
            md.render("See [the docs](https://example.com/a) or [https://x.org](https://x.org).")
                == "See the docs (https://example.com/a) or\nhttps://x.org.")
        #expect(md.render("1. one two three four five six seven\n2. eight") == "1. one two three four five six seven\n2. eight")
        #expect(md.render("10. one two three four five six seven eight") == "10. one two three four five six seven\n    eight")
    }
}
