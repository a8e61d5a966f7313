import LearnLanguage

/// The summary of a run in sentences a learner can read: threads, parallelism,
/// span counts and times, which labels overlapped which, values and output.
struct SummaryView {
    let trace: Trace
    let options: RenderOptions

    private var palette: Palette { Palette(options) }
    private var say: Catalogue { options.words }

    func render() -> String {
        guard !trace.events.isEmpty else {
            return wrap(say(.viewNoEvents)) + "\n" + outputLine()
        }
        var lines = headline()
        lines += threadLines()
        lines += spanLines()
        lines += overlapLines()
        lines += valueLines()
        lines += taskLine()
        lines += runtimeLines()
        lines.append(outputLine())
        return lines.map { wrap($0) }.joined(separator: "\n")
    }

    /// How many waits the short summary tells (`trace summary` tells every one).
    static let shortWaitLines = 3

    /// The short summary a lesson shows after a run: how long, how parallel, what overlapped,
    /// and the values the demo named; `trace summary` shows the whole.
    func renderShort() -> String {
        guard !trace.events.isEmpty else { return wrap(say(.viewNoEvents)) }
        let cpus = trace.cpus > 0 ? ", " + counted(trace.cpus, .viewCPUCount) : ""
        var lines = [
            palette.bold(say(.viewRunOf, TimeText.duration(trace.duration, unicode: options.unicode)))
                + say(.viewShortHeadline, counted(trace.threads.count, .viewThreadCount), cpus, trace.peakParallelism)
        ]
        let labels = trace.spanLabels
        if !labels.isEmpty {
            let counts = trace.overlapCounts
            var hits: [String] = []
            var seen: Set<Trace.LabelPair> = []
            for a in labels {
                for b in labels {
                    guard let n = counts[Trace.LabelPair(a, b)], n > 0, !seen.contains(Trace.LabelPair(b, a)) else { continue }
                    seen.insert(Trace.LabelPair(a, b))
                    hits.append(say(.viewOverlapWith, a, b, times(n)))
                }
            }
            lines.append(
                palette.bold(say(.viewOverlaps)) + ": " + (hits.isEmpty ? say(.viewOverlapsNone) : sentenceList(hits) + "."))
            // a blocked thread is in no overlap: say who waited while what ran (the first few waits)
            for a in labels.filter(WaitLabel.isWait).prefix(Self.shortWaitLines) {
                lines.append(palette.bold(say(.viewWaits)) + ": " + waitLine(a).drop { $0 == " " })
            }
        }
        lines += valueLines()
        if !trace.runtimeLines.isEmpty {
            let count = counted(trace.runtimeLines.count, .viewLineCount)
            lines.append(palette.alert(say(.viewRuntime)) + say(.viewRuntimeShort, count))
        }
        return lines.map { wrap($0) }.joined(separator: "\n")
    }

    /// `Run of 1.2 s: 48 events on 3 threads.` and the peak parallelism in words.
    private func headline() -> [String] {
        let peak = trace.peakParallelism
        var meaning =
            switch peak {
            case 0: say(.viewPeakNone)
            case 1: say(.viewPeakOne)
            default: say(.viewPeakMany, peak)
            }
        if trace.cpus == 1 && peak >= 2 {
            meaning += say(.viewPeakOneCPU)
        } else if trace.cpus > 1 && peak > trace.cpus {  // more threads in spans than CPUs: some took turns
            meaning += say(.viewPeakFewCPUs, trace.cpus)
        }
        let cpus = trace.cpus > 0 ? say(.viewCouldUse, counted(trace.cpus, .viewCPUCount)) : ""
        let events = counted(trace.events.count, .viewEventCount)
        return [
            palette.bold(say(.viewRunOf, TimeText.duration(trace.duration, unicode: options.unicode)))
                + say(.viewHeadline, events, counted(trace.threads.count, .viewThreadCount)) + cpus,
            say(.viewPeak, peak, meaning),
        ]
    }

    /// One line per thread: name, OS tid, main or not, queues served.
    private func threadLines() -> [String] {
        guard !trace.threads.isEmpty else { return [] }
        let width = trace.threads.map { TextCell.width($0.name) }.max() ?? 4
        var lines = [palette.bold(say(.viewThreads))]
        for t in trace.threadsMainFirst {
            let queues = trace.queues(ofThread: t.index).map { QueueName.short($0, say) }
            let role = t.isMain ? say(.viewMainThread) : say(.viewWorkerThread)
            let served = queues.isEmpty ? say(.viewOnNoQueue) : say(.viewOnQueues, queues.joined(separator: ", "))
            let name = palette.thread(TextCell.pad(t.name, to: width), number: Palette.number(of: t))
            lines.append("  \(name)  tid \(t.tid), \(role), \(served)")
        }
        return lines
    }

    /// Per label: how many spans, total and mean time, on which threads.
    private func spanLines() -> [String] {
        let stats = trace.labelStats
        guard !stats.isEmpty else { return [palette.bold(say(.viewSpans)) + say(.viewSpansNone)] }
        var lines = [palette.bold(say(.viewSpans))]
        let width = stats.map { TextCell.width($0.label) }.max() ?? 4
        for (i, s) in stats.enumerated() {
            let on = s.threads.map { trace.threads[$0].name }.joined(separator: ", ")
            var line =
                "  " + palette.label(TextCell.pad(s.label, to: width), index: i)
                + "  \(options.unicode ? "×" : "x")\(TextCell.grouped(s.count))  " + say(.viewSpanTimes, dur(s.total), dur(s.average), on)
            if s.unfinished > 0 { line += palette.alert(say(.viewNeverEnded, s.unfinished)) }
            lines.append(line)
        }
        return lines
    }

    /// Sentences on overlaps by label pair, on different threads.
    private func overlapLines() -> [String] {
        let labels = trace.spanLabels
        guard !labels.isEmpty else { return [] }
        let counts = trace.overlapCounts
        var lines = [palette.bold(say(.viewOverlaps)) + say(.viewOverlapsHeading)]
        for a in labels {
            // a wait is no work: say who waited while which other thread ran what
            if WaitLabel.isWait(a) {
                lines.append(waitLine(a))
                continue
            }
            let hits = labels.compactMap { b -> String? in
                guard let n = counts[Trace.LabelPair(a, b)], n > 0 else { return nil }
                return "`\(b)` \(times(n))"
            }
            lines.append(
                hits.isEmpty
                    ? say(.viewOverlappedNothing, a)
                    : say(.viewOverlapped, a, sentenceList(hits)))
        }
        return lines
    }

    /// `wait: group 1`: main waited while T1 ran `group`; or that no other thread ran a span then.
    private func waitLine(_ label: String) -> String {
        let waits = trace.spans.filter { $0.label == label }
        let waiters = Trace.firstAppearance(waits.map { trace.threads[$0.thread].name })
        // each other thread once, with the spans it ran meanwhile: "T1 ran `image` and `check`"
        var threads: [Int] = []
        var spans: [Int: [String]] = [:]
        for w in waits {
            for s in trace.workSpans where s.thread != w.thread && s.begin < w.end && w.begin < s.end {
                if spans[s.thread] == nil { threads.append(s.thread) }
                if !spans[s.thread, default: []].contains(s.label) { spans[s.thread, default: []].append(s.label) }
            }
        }
        let ran = threads.map { t in
            say(.viewRanSpan, trace.threads[t].name, sentenceList(spans[t]!.map { "`\($0)`" }))
        }
        let who = sentenceList(waiters)
        return ran.isEmpty ? say(.viewWaitedAlone, label, who) : say(.viewWaitedWhile, label, who, sentenceList(ran))
    }

    /// The last value reported under each name, in order of first report.
    private func valueLines() -> [String] {
        let names = Trace.firstAppearance(trace.events.lazy.filter { $0.kind == .value }.map(\.label))
        guard !names.isEmpty else { return [] }
        return [palette.bold(say(.viewValues)) + ": " + names.map { "\($0) = \(trace.values[$0] ?? 0)" }.joined(separator: ", ")]
    }

    /// How many Swift tasks recorded events, when the run used any.
    private func taskLine() -> [String] {
        let tasks = trace.tasks
        guard !tasks.isEmpty else { return [] }
        let cap = trace.taskCapSentence(unicode: options.unicode, words: options.words).map { "  " + $0 + "." }
        return [palette.bold(say(.viewTasks)) + say(.viewTasksRecorded, counted(tasks.count, .viewSwiftTaskCount))]
            + (cap.map { [$0] } ?? [])
    }

    /// The lines the runtime wrote on stderr, which are not the demo's own doing.
    private func runtimeLines() -> [String] {
        let said = trace.runtimeLines
        guard !said.isEmpty else { return [] }
        var lines = [palette.alert(say(.viewRuntime)) + say(.viewRuntimeLong, counted(said.count, .viewLineCount))]
        for e in said.prefix(5) {
            lines += TextCell.wrap("  \(options.unicode ? "⚠" : "!") \(e.label)", to: options.width, indent: "    ").map(palette.alert)
        }
        if said.count > 5 { lines.append(say(.viewMoreShown, options.ellipsis, said.count - 5)) }
        return lines
    }

    /// Output lines, marks, and dropped events.
    private func outputLine() -> String {
        var text = say(.viewOutput, counted(trace.count(.say), .viewLineCount), trace.count(.mark))
        if trace.droppedEvents > 0 {
            text += "; " + palette.alert(say(.viewDropped, TextCell.grouped(trace.droppedEvents)))
        } else {
            text += say(.viewNoneDropped)
        }
        return text + "."
    }

    private func dur(_ ns: UInt64) -> String { TimeText.duration(ns, unicode: options.unicode) }

    /// `n` things in words, by the plural message `key` (`1 thread`, `3 threads`, `스레드 3개`).
    private func counted(_ n: Int, _ key: MessageKey) -> String { say(key, TextCell.grouped(n)) }

    private func times(_ n: Int) -> String { n == 1 ? say(.viewOnce) : n == 2 ? say(.viewTwice) : say(.viewTimes, TextCell.grouped(n)) }

    /// `a`, `a and b`, `a, b and c`.
    private func sentenceList(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + say(.viewListAnd) + items[items.count - 1]
    }

    /// Long sentences wrapped at the width, continuation lines indented under the first; a word
    /// wider than a line (a long queue label) goes on over the next lines, never past the width.
    private func wrap(_ line: String) -> String {
        guard TextCell.visibleWidth(line) > options.width else { return line }
        let lead = String(line.prefix { $0 == " " })
        let indent = lead + "    "
        var out: [String] = []
        var current = lead
        for word in line.dropFirst(lead.count).split(separator: " ").flatMap({ pieces(String($0), room: options.width - indent.count) }) {
            let candidate = current.count == lead.count || current == indent ? current + word : current + " " + word
            if TextCell.visibleWidth(candidate) > options.width && current.count > lead.count && current != indent {
                out.append(current)
                current = indent + word
            } else {
                current = candidate
            }
        }
        out.append(current)
        return out.joined(separator: "\n")
    }

    /// A word that fits in `room` columns as it is, else cut into pieces that do (words with
    /// colour codes are short names and stay whole).
    private func pieces(_ word: String, room: Int) -> [String] {
        guard room > 0, !word.contains("\u{1B}"), TextCell.width(word) > room else { return [word] }
        var rest = Substring(word)
        var out: [String] = []
        while !rest.isEmpty {
            let head = TextCell.prefix(String(rest), columns: room)
            out.append(head)
            rest = rest.dropFirst(head.count)
        }
        return out
    }
}
