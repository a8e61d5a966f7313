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
