import LearnLanguage
import LearnPlay
import LearnTrace

/// What a judged run's checks read: the judge's own facts, never the learner's.
///
/// In a verify the tracer marks every label the judge records (`Judge.span`, `Judge.value`, …)
/// with a 0x1e byte, and every label the learner's own `trace` calls record with a 0x1f byte
/// (`Support/tracer.c`). The judged view keeps the judge's labels without their mark, drops the
/// learner's, and keeps what the tracer saw by itself (work items, threads, output), so a
/// `trace.value("balance", 400)` in the learner's file is never a fact a check can read.
package enum JudgedTrace {
    static let judgeMark = JudgeChannel.judgeMark
    static let learnerMark = JudgeChannel.learnerMark

    package static func view(_ trace: Trace) -> Trace {
        let labelled: Set<EventKind> = [.begin, .end, .mark, .value]
        var events: [TraceEvent] = []
        events.reserveCapacity(trace.events.count)
        for var event in trace.events {
            if labelled.contains(event.kind), let first = event.label.first {
                if first == learnerMark { continue }
                if first == judgeMark {
                    event.label.removeFirst()
                    // The channel's own marks (the judge's end) were read before this view.
                    if JudgeChannel.isChannelMark(event.label) { continue }
                }
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
///
/// The whole text is read, comments and strings too: a word hidden after a `"//"` string, or
/// after a lone carriage return that ends a comment for Swift, is still found. A learner who
/// writes one of these words in a comment is told to remove it. (The tracer checks who calls
/// its judge entry points as well: this is the first of two fences, and the one with words.)
package enum JudgeReach {
    static let words: [(word: String, what: MessageKey)] = [
        ("dlsym", .reachDlsym), ("dlvsym", .reachDlsym), ("dladdr", .reachDlsym), ("dlopen", .reachDlopen),
        ("dlmopen", .reachDlopen), ("dl_iterate_phdr", .reachWalk), ("dlinfo", .reachWalk), ("_silgen_name", .reachSilgenName),
        ("_cdecl", .reachCdecl), ("@_", .reachUnderscored), ("learn_judge", .reachJudge), ("learn_play_", .reachTracer),
        ("#sourceLocation", .reachSourceLocation), ("LEARN_", .reachSettings),
    ]

    /// The first such call: its line (counted as Swift counts lines: LF, CR or CR LF) and what it
    /// does (in a catalogue's words); nil when the file has none.
    package static func find(_ text: String) -> (line: Int, word: String, what: MessageKey)? {
        for (number, line) in lines(text).enumerated() {
            for (word, what) in words where line.contains(word) { return (number + 1, word, what) }
        }
        return nil
    }

    /// The lines of `text`, split at LF, CR and CR LF.
    static func lines(_ text: String) -> [Substring] {
        var lines: [Substring] = []
        var start = text.unicodeScalars.startIndex
        var index = start
        let scalars = text.unicodeScalars
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if scalar == "\n" || scalar == "\r" {
                lines.append(Substring(scalars[start..<index]))
                var next = scalars.index(after: index)
                if scalar == "\r", next < scalars.endIndex, scalars[next] == "\n" { next = scalars.index(after: next) }
                start = next
                index = next
            } else {
                index = scalars.index(after: index)
            }
        }
        lines.append(Substring(scalars[start...]))
        return lines
    }
}
