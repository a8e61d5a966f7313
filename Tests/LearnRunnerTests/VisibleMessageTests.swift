import LearnTrace
import Testing

@testable import LearnRunner

/// What a child sends learn is made visible before it is shown: its events' texts and the
/// strings of its schedule messages (gates name the program's queues).
@Suite struct VisibleMessageTests {
    @Test func aMessagesEscapedControlsBecomeCarets() {
        #expect(ScheduleMessage.visibleEscapes(#"{"g":"sync \u001b]0;x\u0007 q"}"#) == #"{"g":"sync ^[]0;x^G q"}"#)
        #expect(ScheduleMessage.visibleEscapes(#"{"g":"a\rb\bc\fd"}"#) == #"{"g":"a^Mb^Hc^Ld"}"#)
        // Tab, newline, quotes, backslashes and printable `\u` escapes are kept as JSON has them.
        let kept: Substring = #"{"g":"a\tb\nc \"q\" \\u001b \u00e9"}"#
        #expect(ScheduleMessage.visibleEscapes(kept) == String(kept))
        // A caret that must be a backslash in JSON (`^\` for 0x1C) stays valid JSON.
        #expect(ScheduleMessage.visibleEscapes(#"{"g":"\u001c"}"#) == #"{"g":"^\\"}"#)
        struct G: Decodable { var g: String }
        #expect(ScheduleMessage.decode(G.self, #"{"g":"\u001c\u001b"}"#)?.g == #"^\^["#)
    }

    @Test func anEventsTextsBecomeVisible() {
        let event = TraceEvent(
            seq: 0, time: 0, tid: 1, isMain: true, threadName: "n\u{1b}[31m", queue: "q\u{1b}]0;t\u{07}", task: "", kind: .say,
            label: "hi\u{1b}[2J")
        let shown = event.visible
        #expect(shown.threadName == "n^[[31m" && shown.queue == "q^[]0;t^G" && shown.label == "hi^[[2J")
        let plain = TraceEvent(seq: 0, time: 0, tid: 1, isMain: true, kind: .say, label: "plain\ttext")
        #expect(plain.visible == plain)
        // The tracer's channel mark that opens a judge's fact stays; one later in a label does not.
        let fact = TraceEvent(seq: 0, time: 0, tid: 1, isMain: true, kind: .mark, label: "\u{1e}key\u{1e}\u{1b}")
        #expect(fact.visible.label == "\u{1e}key^^^[")
    }
}
