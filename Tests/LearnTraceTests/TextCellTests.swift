import LearnLanguage
import Testing

@testable import LearnTrace

/// Column arithmetic, queue names and times as views print them.
@Suite struct TextCellTests {
    @Test func wideCharactersTakeTwoColumns() {
        #expect(TextCell.width("1.작업 종료") == 11)
        #expect(TextCell.pad("작업", to: 6) == "작업  ")
        #expect(TextCell.truncate("작업 종료 완료", to: 6) == "작업 …")
        #expect(TextCell.visibleWidth("\u{1B}[36mread\u{1B}[0m") == 4)
        #expect(TextCell.grouped(4213) == "4,213")
        // A word wider than the line is cut by columns, not characters: Hangul takes two.
        let long = String(repeating: "작업", count: 10)
        let lines = TextCell.wrap(long, to: 9)
        #expect(lines.allSatisfy { TextCell.width($0) <= 9 })
        #expect(lines.joined() == long)
    }

    /// A word longer than a line (a printed line of a thousand `x`) is cut in one pass: every
    /// line but the last full to the column, each after the first under the indent, nothing lost;
    /// where not one character fits after the indent, the rest stays whole.
    @Test func aLongWordIsCutByColumnsUnderItsIndent() {
        let word = String(repeating: "x", count: 1000)
        let lines = TextCell.wrap("a " + word, to: 40, indent: "  ")
        #expect(lines.first == "a")
        #expect(lines.dropFirst().dropLast().allSatisfy { $0.count == 40 && $0.hasPrefix("  x") })
        #expect(lines.dropFirst().map { String($0.dropFirst(2)) }.joined() == word)
        #expect(lines.count == 1 + (1000 + 37) / 38)
        // wide characters: a line ends where the next one would not fit
        let wide = TextCell.wrap("ab" + String(repeating: "작", count: 5), to: 5)
        #expect(wide == ["ab작", "작작", "작작"])
        // an indent as wide as the line leaves no room: the rest stays whole
        #expect(TextCell.wrap("a bcdef", to: 3, indent: "   ") == ["a", "   bcdef"])
    }

    /// A thread name wider than the log's thread column is keyed (`t1`), spelled out where it
    /// first appears, never cut.
    @Test func longThreadNamesAreKeyedNotCut() {
        var format = EventLine(options: .plain)
        let e = TraceEvent(seq: 0, time: 0, tid: 7, isMain: false, kind: .say, label: "hi")
        let first = format.render(e, thread: "T123456", threadNumber: 1, labelIndex: nil).text
        let again = format.render(e, thread: "T123456", threadNumber: 1, labelIndex: nil).text
        #expect(first.contains("t1: the thread T123456"))
        #expect(first.split(separator: "\n").last?.contains(" t1 ") == true)
        #expect(!first.contains("…") && !again.contains("t1:") && again.contains(" t1 "))
        #expect(format.render(e, thread: "T2", threadNumber: 2, labelIndex: nil).text.contains(" T2 "))
    }

    @Test func queueNamesAreShort() {
        let en = Catalogue(.en)
        #expect(QueueName.short("com.apple.main-thread", en) == "main-q")
        #expect(QueueName.short("com.apple.root.default-qos", en) == "global(default)")
        #expect(QueueName.short("com.apple.root.user-interactive-qos", en) == "global(userInteractive)")
        // What libdispatch answers on a thread that runs no queue (a plain `Thread`).
        #expect(QueueName.short("com.apple.root.default-qos.overcommit", en) == "no queue")
        #expect(QueueName.short("com.apple.root.default-qos.overcommit", Catalogue(.ko)) == "큐 없음")
        #expect(QueueName.short("com.apple.root.default-qos", Catalogue(.ko)) == "global(default)")
        #expect(QueueName.short("", en) == "-")
        #expect(QueueName.short("NSOperationQueue 0x000055aaf0aa9a20", en) == "OperationQueue")
    }

    @Test func timesReadWell() {
        #expect(TimeText.milliseconds(1_234_567) == "1.235")
        #expect(TimeText.duration(2_010_000_000) == "2.01 s")
        #expect(TimeText.duration(12_500_000) == "12.5 ms")
        #expect(TimeText.duration(850_000, unicode: false) == "850 us")
    }
}
