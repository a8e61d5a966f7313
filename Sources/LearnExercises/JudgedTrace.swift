import LearnLanguage
import LearnTrace

/// What a judged run's checks read: the judge's own facts, never the learner's.
///
/// In a verify the tracer marks every label the judge records (`Judge.span`, `Judge.value`, …)
/// with a 0x1e byte, and every label the learner's own `trace` calls record with a 0x1f byte
/// (`Support/tracer.c`). The judged view keeps the judge's labels without their mark, drops the
/// learner's, and keeps what the tracer saw by itself (work items, threads, output), so a
/// `trace.value("balance", 400)` in the learner's file is never a fact a check can read.
package enum JudgedTrace {
    static let judgeMark: Character = "\u{1e}"
    static let learnerMark: Character = "\u{1f}"

    package static func view(_ trace: Trace) -> Trace {
        let labelled: Set<EventKind> = [.begin, .end, .mark, .value]
        var events: [TraceEvent] = []
        events.reserveCapacity(trace.events.count)
        for var event in trace.events {
            if labelled.contains(event.kind), let first = event.label.first {
                if first == learnerMark { continue }
                if first == judgeMark { event.label.removeFirst() }
            }
            events.append(event)
        }
        var view = Trace(events: events, droppedEvents: trace.droppedEvents)
        view.cpus = trace.cpus
        view.droppedTaskEvents = trace.droppedTaskEvents
        view.droppedTaskCreates = trace.droppedTaskCreates
        return view
    }
}

/// Calls in a learner's file that would reach past the judge into learn's tracer or rename its
/// lines: a verify refuses the file with a sentence rather than judge it.
package enum JudgeReach {
    static let words: [(word: String, what: MessageKey)] = [
        ("dlsym", .reachDlsym), ("dlopen", .reachDlopen), ("_silgen_name", .reachSilgenName), ("_cdecl", .reachCdecl),
        ("learn_judge", .reachJudge), ("learn_play_", .reachTracer), ("#sourceLocation", .reachSourceLocation),
        ("LEARN_", .reachSettings),
    ]

    /// The first such call: its line and what it does (in a catalogue's words); nil when the file has none.
    package static func find(_ text: String) -> (line: Int, word: String, what: MessageKey)? {
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let code = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line[...]
            for (word, what) in words where code.contains(word) { return (number + 1, word, what) }
        }
        return nil
    }
}
