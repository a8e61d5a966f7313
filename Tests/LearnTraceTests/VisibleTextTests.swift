import LearnTrace
import Testing

@Suite("Text from files made safe for a terminal")
struct VisibleTextTests {
    @Test func controlsAreShownInCaretNotation() {
        #expect(VisibleText.escape("\u{1B}]0;title\u{07}") == "^[]0;title^G")
        #expect(VisibleText.escape("a\u{7F}b\u{0}c") == "a^?b^@c")
        #expect(VisibleText.escape("\u{9B}2J") == "<U+009B>2J")
        #expect(VisibleText.escape("lone\rreturn") == "lone^Mreturn")
    }

    @Test func printableTextTabsNewlinesAndCRLFAreKept() {
        for text in ["plain", "한국어 ✓ — “quotes”", "a\tb\nc", "line\r\nnext"] {
            #expect(VisibleText.escape(text) == text)
        }
    }

    @Test func theFirstControlIsFoundByColumn() {
        #expect(VisibleText.firstControl(in: "ab\u{1B}c")?.column == 3)
        #expect(VisibleText.firstControl(in: "ab\u{1B}c")?.shown == "^[")
        #expect(VisibleText.firstControl(in: "a\tb") == nil)
    }
}
