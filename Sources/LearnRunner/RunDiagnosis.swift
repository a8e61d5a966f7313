import CLearnSys
import Foundation
import LearnLanguage
import LearnTrace

/// Sentences for a learner about a run that went wrong, computed from what is
/// known: the signal, the runtime's message on stderr, and the trace.
enum RunDiagnosis {
    /// The signals that mean the demo (or program) crashed (rather than being stopped).
    static let crashSignals: Set<Int32> = [SIGSEGV, SIGABRT, SIGILL, SIGTRAP, SIGBUS]

    static func signalName(_ signal: Int32) -> String {
        let name = String(cString: learn_signal_name(signal))
        return name.isEmpty ? "signal \(signal)" : name
    }

    /// One sentence: "the demo crashed: SIGABRT (Fatal error: …) while T1 and T2 were inside `append`"
    /// (or "your program crashed: …"; the words are ``RunStatus/crashSummary(_:words:signal:message:context:)``'s).
    static func crashSummary(signal: Int32, stderr: String, trace: Trace, subject: RunSubject, words: Catalogue = Catalogue(.en)) -> String
    {
        RunStatus.crashSummary(
            subject, words: words, signal: signalName(signal), message: runtimeMessage(stderr),
            context: whereThreadsWere(trace, words: words))
    }

    /// The runtime's own words about the crash: Swift's `Fatal error: …` line,
    /// or a C library message such as `free(): double free detected in tcache 2`.
    static func runtimeMessage(_ stderr: String) -> String? {
        let lines = stderr.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        if let fatal = lines.last(where: { $0.contains("Fatal error") }),
            let range = fatal.range(of: "Fatal error")
        {
            return shorten(String(fatal[range.lowerBound...]))
        }
        if let libc = lines.last(where: { $0.contains("(): ") || $0.hasPrefix("corrupted ") || $0.contains("double free") }) {
            return shorten(libc)
        }
        return nil
    }

    /// "while T1 and T2 were inside `append`", or "after `start` on main" when no span was open.
    static func whereThreadsWere(_ trace: Trace, words: Catalogue = Catalogue(.en)) -> String? {
        let open = innermostOpenSpans(trace)
        if !open.isEmpty {
            var byLabel: [(label: String, threads: [String])] = []
            for (thread, span) in open {
                let name = trace.threads[thread].name
                if let i = byLabel.firstIndex(where: { $0.label == span.label }) {
                    byLabel[i].threads.append(name)
                } else {
                    byLabel.append((span.label, [name]))
                }
            }
            let parts = byLabel.map { group in
                let inside = WaitLabel(group.label).map { words(.diagBlockedIn, $0.call(words)) } ?? words(.diagInside, group.label)
                return words(.diagThreadsWere, group.threads.count, list(group.threads, words), inside)
            }
            return words(.diagWhile, list(parts, words))
        }
        guard let last = trace.events.last(where: { $0.kind != .runtime }) else { return words(.diagBeforeRecording) }
        return words(.diagAfterOn, last.label, trace.threadName(tid: last.tid))
    }

    /// One line per thread that recorded: what it was last doing and since when.
    /// `states` are scheduler states by tid (`R`: running; else waiting), read before the kill.
    static func hangReport(trace: Trace, now: UInt64, states: [Int32: Character], words: Catalogue = Catalogue(.en)) -> [String] {
        let open = Dictionary(innermostOpenSpans(trace), uniquingKeysWith: { a, _ in a })
        var lines: [String] = []
        for thread in trace.threads {
            let state = states[thread.tid]
            if let span = open[thread.index], let wait = WaitLabel(span.label) {
                lines.append(words(.diagHangBlocked, thread.name, wait.call(words), seconds(now, since: span.begin)))
            } else if let span = open[thread.index] {
                lines.append(
                    words(state == "R" ? .diagHangBusy : .diagHangWaiting, thread.name, span.label, seconds(now, since: span.begin)))
            } else if let last = trace.events.last(where: { $0.tid == thread.tid }) {
                let gone = state == nil ? words(.diagThreadEnded) : ""
                lines.append(words(.diagHangOutside, thread.name, last.label, seconds(now, since: last.time)) + gone)
            }
        }
        return lines
    }

    /// For each thread with unfinished spans, the one it entered last.
    private static func innermostOpenSpans(_ trace: Trace) -> [(Int, Trace.Span)] {
        var open: [Int: Trace.Span] = [:]
        for span in trace.spans where !span.finished {
            if let known = open[span.thread], known.begin > span.begin { continue }
            open[span.thread] = span
        }
        return open.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// A duration as the lessons' figures say one (`{duration}`, `{waited_ms} ms`): `2.01 s`,
    /// `50 ms`, `0.40 ms`; a 50 ms wait is never `0.1 s` beside a figure that says `50 ms`.
    static func duration(_ ns: UInt64) -> String {
        let s = Double(ns) / 1e9
        if s >= 1 { return String(format: "%.2f s", s) }
        if s >= 0.001 { return "\(Int((s * 1000).rounded())) ms" }
        return String(format: "%.2f ms", s * 1000)
    }

    private static func seconds(_ now: UInt64, since time: UInt64) -> String {
        String(format: "%.1f s", Double(now > time ? now - time : 0) / 1e9)
    }

    /// "A", "A and B", "A, B and C".
    private static func list(_ items: [String], _ words: Catalogue) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return words(.diagListLast, items.dropLast().joined(separator: ", "), items.last!)
    }

    private static func shorten(_ text: String) -> String {
        text.count <= 100 ? text : String(text.prefix(99)) + "…"
    }
}
