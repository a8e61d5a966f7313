import LearnLanguage

/// Renders events one at a time as they arrive, in the log view's columns, naming
/// threads in order of first appearance; a rate limiter keeps a flood readable.
///
/// At most ``Limit/lines`` lines are shown per ``Limit/window`` of *event time*
/// (the events' own clock, so a replay looks the same as the live run). Events
/// over the limit are counted, not shown; the count comes back as one line
/// ("… 4,213 more events (read ×4,000, write ×213)") with the first event of the next
/// window, or when the caller asks with ``flushSummary()`` — at the end of the run, and
/// on a timer if the demo may fall silent after a burst. A slow demo prints each event at once.
///
/// ```swift
/// let live = LiveLog(options: options)
/// print(live.header())
/// runner.run(request) { event in live.lines(for: event).forEach { print($0) } }
/// if let rest = live.flushSummary() { print(rest) }
/// ```
package final class LiveLog {
    /// How many lines may be shown per window of event time.
    package struct Limit: Sendable, Equatable {
        package var lines: Int
        package var window: UInt64
        /// `lines` per `window` nanoseconds; the default is 20 lines per 100 ms.
        package init(lines: Int = 20, window: UInt64 = 100_000_000) {
            self.lines = max(1, lines)
            self.window = max(1, window)
        }
        /// No limit: every event gets its line.
        package static let none = Limit(lines: .max, window: .max)
    }

    private var format: EventLine
    private let limit: Limit
    private var namer = ThreadNamer()
    private var labels: [String: Int] = [:]
    private var windowStart: UInt64 = 0
    private var shownInWindow = 0
    private var held: [String: Int] = [:]
    private var heldOrder: [String] = []

    /// Events counted but not shown since the last summary.
    package private(set) var suppressed = 0
    /// Notes to attach to events by `seq`, as in the log view.
    package var notes: [Int: String] = [:]

    package init(options: RenderOptions = .plain, limit: Limit = Limit()) {
        self.format = EventLine(options: options)
        self.limit = limit
    }

    /// The column header (`time ms  thread  queue  event`).
    package func header() -> String { format.header() }

    /// The text to print for an event, or nil when the rate limit holds it back (it is counted).
    ///
    /// When the event opens a new window after a burst was held back, the text is two
    /// lines: the burst's summary ("… 4,213 more events (…)"), then the event's line.
    package func line(for e: TraceEvent) -> String? {
        let lines = lines(for: e)
        return lines.isEmpty ? nil : lines.joined(separator: "\n")
    }

    /// What to print for an event, one string per line: the summary of a burst held back
    /// before it (when a new window opens), then its line; empty while a burst is held back.
    package func lines(for e: TraceEvent) -> [String] {
        if e.kind == .runtime {  // the runtime's words are never held back with a flood
            let (line, _) = format.render(e, thread: "-", threadNumber: 0, labelIndex: nil)
            return Self.split(line)
        }
        let thread = namer.entry(for: e)
        var out: [String] = []
        if e.time >= windowStart &+ limit.window || e.time < windowStart {
            if let summary = flushSummary() { out.append(summary) }
            windowStart = e.time
            shownInWindow = 0
        }
        // the program's own prints are never held back: the learner sees every line they printed
        guard shownInWindow < limit.lines || e.kind == .say else {
            hold(e)
            return out
        }
        shownInWindow += 1
        let colour = e.kind == .say || e.kind == .value ? nil : labelIndex(e.label)
        let (line, columns) = format.render(e, thread: thread.name, threadNumber: thread.index, labelIndex: colour)
        out += Self.split(notes[e.seq].map { format.attach(note: $0, to: line, columns: columns) } ?? line)
        return out
    }

    /// One string per line: an event's text may carry a key's legend line before it, a wrapped
    /// text or a note after it. A pager counts the lines and an indent goes before each.
    private static func split(_ text: String) -> [String] {
        // by bytes: a program's own line breaks reach here escaped (`\n`), learn's are bare
        TextCell.pieces(of: text, at: 0x0A)
    }

    /// One line saying how many events were held back since the last one, or nil when none were.
    package func flushSummary() -> String? {
        guard suppressed > 0 else { return nil }
        let ranked = heldOrder.sorted { held[$0, default: 0] > held[$1, default: 0] }
        let times = format.options.unicode ? "×" : "x"
        let lead = String(repeating: " ", count: EventLine.timeColumns + 2)
        var text = ""
        // as many of the top three labels as the width allows
        for shown in stride(from: min(3, ranked.count), through: 0, by: -1) {
            var detail = ranked.prefix(shown).map { "\($0) \(times)\(TextCell.grouped(held[$0] ?? 0))" }.joined(separator: ", ")
            if ranked.count > shown && shown > 0 { detail += ", …" }
            text = format.options.words(
                .liveLogMoreEvents, TextCell.grouped(suppressed), format.options.ellipsis, detail.isEmpty ? "" : " (\(detail))")
            if TextCell.width(lead + text) <= format.options.width { break }
        }
        suppressed = 0
        held = [:]
        heldOrder = []
        return format.palette.dim(lead + text)
    }

    private func hold(_ e: TraceEvent) {
        suppressed += 1
        let key = e.kind == .say ? "output" : EventLine.kind(e.label)
        let kinds = held.count
        held[key, default: 0] += 1  // one lookup: a flood holds back thousands of events
        if held.count != kinds { heldOrder.append(key) }
    }

    private func labelIndex(_ label: String) -> Int {
        if let i = labels[label] { return i }
        labels[label] = labels.count
        return labels.count - 1
    }
}
