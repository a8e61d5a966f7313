/// The summary of a run in sentences a learner can read: threads, parallelism,
/// span counts and times, which labels overlapped which, values and output.
struct SummaryView {
    let trace: Trace
    let options: RenderOptions

    private var palette: Palette { Palette(options) }

    func render() -> String {
        guard !trace.events.isEmpty else {
            return "No events were recorded: the demo traced nothing before it stopped.\n" + outputLine()
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

    /// The short summary a lesson shows after a run: how long, how parallel, what overlapped,
    /// and the values the demo named; `trace summary` shows the whole.
    func renderShort() -> String {
        guard !trace.events.isEmpty else { return "No events were recorded: the demo traced nothing before it stopped." }
        let cpus = trace.cpus > 0 ? ", \(plural(trace.cpus, "CPU"))" : ""
        var lines = [
            palette.bold("Run of \(TimeText.duration(trace.duration, unicode: options.unicode))")
                + " on \(plural(trace.threads.count, "thread"))\(cpus). Peak parallelism: \(trace.peakParallelism)."
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
                    hits.append("`\(a)` with `\(b)` \(times(n))")
                }
            }
            lines.append(
                palette.bold("Overlaps") + ": "
                    + (hits.isEmpty ? "none (no two spans on different threads at once)." : sentenceList(hits) + "."))
        }
        lines += valueLines()
        if !trace.runtimeLines.isEmpty {
            lines.append(palette.alert("Runtime") + ": \(plural(trace.runtimeLines.count, "line")) on stderr (the log view shows them).")
        }
        return lines.map { wrap($0) }.joined(separator: "\n")
    }

    /// `Run of 1.2 s: 48 events on 3 threads.` and the peak parallelism in words.
    private func headline() -> [String] {
        let peak = trace.peakParallelism
        var meaning =
            switch peak {
            case 0: "no spans were recorded"
            case 1: "never more than one thread inside a span at a time"
            default: "\(peak) threads inside spans at the same moment"
            }
        if trace.cpus == 1 && peak >= 2 { meaning += "; on 1 CPU only one of them ran at any instant" }
        let cpus = trace.cpus > 0 ? " The demo's process could use \(plural(trace.cpus, "CPU"))." : ""
        return [
            palette.bold("Run of \(TimeText.duration(trace.duration, unicode: options.unicode))")
                + ": \(plural(trace.events.count, "event")) on \(plural(trace.threads.count, "thread"))." + cpus,
            "Peak parallelism: \(peak) (\(meaning)).",
        ]
    }

    /// One line per thread: name, OS tid, main or not, queues served.
    private func threadLines() -> [String] {
        guard !trace.threads.isEmpty else { return [] }
        let width = trace.threads.map { TextCell.width($0.name) }.max() ?? 4
        var lines = [palette.bold("Threads")]
        for t in trace.threadsMainFirst {
            let queues = trace.queues(ofThread: t.index).map(QueueName.short)
            let role = t.isMain ? "the main thread" : "a worker thread"
            let served = queues.isEmpty ? "on no queue" : "on " + queues.joined(separator: ", ")
            let name = palette.thread(TextCell.pad(t.name, to: width), number: Palette.number(of: t))
            lines.append("  \(name)  tid \(t.tid), \(role), \(served)")
        }
        return lines
    }

    /// Per label: how many spans, total and mean time, on which threads.
    private func spanLines() -> [String] {
        let stats = trace.labelStats
        guard !stats.isEmpty else { return [palette.bold("Spans") + ": none recorded."] }
        var lines = [palette.bold("Spans")]
        let width = stats.map { TextCell.width($0.label) }.max() ?? 4
        for (i, s) in stats.enumerated() {
            let on = s.threads.map { trace.threads[$0].name }.joined(separator: ", ")
            var line =
                "  " + palette.label(TextCell.pad(s.label, to: width), index: i)
                + "  \(options.unicode ? "×" : "x")\(TextCell.grouped(s.count))  total \(dur(s.total)), avg \(dur(s.average)), on \(on)"
            if s.unfinished > 0 { line += palette.alert("; \(s.unfinished) never ended") }
            lines.append(line)
        }
        return lines
    }

    /// Sentences on overlaps by label pair, on different threads.
    private func overlapLines() -> [String] {
        let labels = trace.spanLabels
        guard !labels.isEmpty else { return [] }
        let counts = trace.overlapCounts
        var lines = [palette.bold("Overlaps") + " (spans on different threads at the same time)"]
        for a in labels {
            let hits = labels.compactMap { b -> String? in
                guard let n = counts[Trace.LabelPair(a, b)], n > 0 else { return nil }
                return "`\(b)` \(times(n))"
            }
            lines.append(
                hits.isEmpty
                    ? "  `\(a)` overlapped nothing."
                    : "  `\(a)` overlapped " + sentenceList(hits) + ".")
        }
        return lines
    }

    /// The last value reported under each name, in order of first report.
    private func valueLines() -> [String] {
        let names = Trace.firstAppearance(trace.events.lazy.filter { $0.kind == .value }.map(\.label))
        guard !names.isEmpty else { return [] }
        return [palette.bold("Values") + ": " + names.map { "\($0) = \(trace.values[$0] ?? 0)" }.joined(separator: ", ")]
    }

    /// How many Swift tasks recorded events, when the run used any.
    private func taskLine() -> [String] {
        let tasks = trace.tasks
        guard !tasks.isEmpty else { return [] }
        let cap = trace.taskCapSentence(unicode: options.unicode).map { "  " + $0 + "." }
        return [palette.bold("Tasks") + ": \(plural(tasks.count, "Swift task")) recorded events."] + (cap.map { [$0] } ?? [])
    }

    /// The lines the runtime wrote on stderr, which are not the demo's own doing.
    private func runtimeLines() -> [String] {
        let said = trace.runtimeLines
        guard !said.isEmpty else { return [] }
        var lines = [palette.alert("Runtime") + ": \(plural(said.count, "line")) on stderr, not printed by the demo"]
        for e in said.prefix(5) {
            lines += TextCell.wrap("  \(options.unicode ? "⚠" : "!") \(e.label)", to: options.width, indent: "    ").map(palette.alert)
        }
        if said.count > 5 { lines.append("  \(options.ellipsis) \(said.count - 5) more (the log view shows them all)") }
        return lines
    }

    /// Output lines, marks, and dropped events.
    private func outputLine() -> String {
        var text = "Output: \(plural(trace.count(.say), "line")); marks: \(trace.count(.mark))"
        if trace.droppedEvents > 0 {
            text += "; " + palette.alert("\(TextCell.grouped(trace.droppedEvents)) events dropped")
        } else {
            text += "; no events dropped"
        }
        return text + "."
    }

    private func dur(_ ns: UInt64) -> String { TimeText.duration(ns, unicode: options.unicode) }

    private func plural(_ n: Int, _ word: String) -> String {
        "\(TextCell.grouped(n)) \(word)\(n == 1 ? "" : "s")"
    }

    private func times(_ n: Int) -> String { n == 1 ? "once" : n == 2 ? "twice" : "\(TextCell.grouped(n)) times" }

    /// `a`, `a and b`, `a, b and c`.
    private func sentenceList(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
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
