import Foundation
import LearnTestSupport
import Testing

/// Step mode in a real terminal: the learner is the scheduler of the race.
@Suite(.tags(.tmux), .slow, .needsTmux)
struct ScheduleTerminalTests {
    /// Both writers (threads 2 and 3; the main thread is 1) read the count before either writes it:
    /// an update is lost in four keypresses.
    @Test func fourKeypressesLoseAnUpdate() throws {
        let term = Terminal()
        try term.start(["run", "race", "--variant", "global", "--schedule", "--set", "updates=2", "--set", "writers=2"])
        let first = try term.waitFor(60) { $0.contains("who goes next?") }
        #expect(first.contains("at `read count`"))
        // The lanes' names and the lesson's code, not learn's numbering and its source files.
        #expect(first.contains("line 3 of the lesson's code race/append-row"))
        #expect(!first.contains(".swift:"))
        #expect(!first.contains("thread 2") && !first.contains("thread 3"))
        #expect(first.contains("T1") || first.contains("new thread"))
        try term.schedule(["2", "3", "2", "3"], askedBy: "who goes next?")
        let text = try term.scrollback()
        #expect(text.contains("write count ← 1"))
        #expect(text.contains("replay this interleaving with `--replay"))
        #expect(!text.contains("lost = 0"))
        #expect(text.contains("Rows appended:"))
    }
}
