import Testing

@testable import LearnShell

/// Ctrl-R's search: newest first, by whole characters, Ctrl-R again for older, Backspace.
@Suite struct HistorySearchTests {
    let lines = ["run barrier", "set 한글=1", "help 세마포어", "set 한국=2"]

    @Test func typedCharactersFindTheNewestLineWithThem() {
        var search = HistorySearch(lines: lines)
        #expect(search.line == nil && search.prompt == "(reverse-i-search)`': ")
        search.type("한")
        #expect(search.line == "set 한국=2")
        search.type("글")
        #expect(search.line == "set 한글=1" && search.prompt == "(reverse-i-search)`한글': ")
        search.type("x")
        #expect(search.failing && search.line == "set 한글=1", "a failing search keeps the line found")
        #expect(search.prompt == "(failing reverse-i-search)`한글x': ")
        search.erase()
        search.erase()
        #expect(!search.failing && search.line == "set 한국=2", "one character fewer searches again from the newest")
    }

    @Test func ctrlRAgainFindsOlderLines() {
        var search = HistorySearch(lines: lines)
        search.type("e")
        #expect(search.line == "set 한국=2")
        search.older()
        #expect(search.line == "help 세마포어")
        search.older()
        #expect(search.line == "set 한글=1")
        search.older()
        #expect(search.line == "run barrier")
        search.older()
        #expect(search.failing && search.line == "run barrier")
    }
}
