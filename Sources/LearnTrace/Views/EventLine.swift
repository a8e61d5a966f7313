/// The columns of one event line, shared by the log view and the live log:
/// time (ms), thread, queue, then the event's glyph and label.
///
/// Column widths are fixed for a given width, so a live log and the log of the
/// same run line up the same way.
struct EventLine: Sendable {
    static let timeColumns = 10
    static let threadColumns = 6

    let options: RenderOptions
    let palette: Palette
    let queueColumns: Int
    /// Queue column text by queue label: a run has few queues and many events.
    private var queueCache: [String: String] = [:]
    /// Thread column text by thread name, for names longer than the column (`t1`, `t2`, …).
    private var threadKeys: [String: String] = [:]

    init(options: RenderOptions) {
        self.options = options
        self.palette = Palette(options)
        self.queueColumns = max(8, min(28, (options.width - 80) / 2 + 16))
    }

    /// Columns before the event text starts (where notes wrap to).
    var eventColumn: Int { Self.timeColumns + Self.threadColumns + queueColumns + 6 }

    /// The header line naming the columns.
    func header() -> String {
        let text =
            TextCell.padLeft(options.words(.viewTimeMs), to: Self.timeColumns) + "  "
            + TextCell.pad(options.words(.viewThread), to: Self.threadColumns) + "  "
            + TextCell.pad(options.words(.viewQueue), to: queueColumns) + "  " + options.words(.viewEvent)
        return palette.dim(text)
    }

    /// One event's line and the columns its last line takes; `thread` is its readable name,
    /// numbers pick colours. Nothing is cut: an event's text (a printed line) wraps under its
    /// start, and a queue label longer than its column wraps inside the column.
    mutating func render(_ e: TraceEvent, thread: String, threadNumber: Int, labelIndex: Int?) -> (text: String, columns: Int) {
        let time = TextCell.padLeft(TimeText.milliseconds(e.time), to: Self.timeColumns)
        var legend = ""
        let who = TextCell.pad(threadKey(thread, legend: &legend), to: Self.threadColumns)
        let queue =
            queueCache[e.queue]
            ?? {
                var name = QueueName.short(e.queue, options.words)
                if TextCell.width(name) > queueColumns {  // never cut: a key, spelled out where it first appears
                    let key =
                        "q\(queueCache.values.filter { $0.hasPrefix("q") && Int($0.dropFirst().prefix { $0 != " " }) != nil }.count + 1)"
                    legend += TextCell.wrap(
                        options.words(.viewQueueKey, key, name), to: options.width - Self.timeColumns - 2, indent: "    "
                    )
                    .map { String(repeating: " ", count: Self.timeColumns + 2) + palette.dim($0) + "\n" }.joined()
                    name = key
                }
                let text = TextCell.pad(name, to: queueColumns)
                queueCache[e.queue] = text
                return text
            }()
        let queues = [queue]
        let room = max(8, options.width - eventColumn)
        let texts = TextCell.wrap(Self.glyph(e.kind, unicode: options.unicode) + " " + describe(e), to: room, indent: "  ")
        let blankQueue = String(repeating: " ", count: queueColumns)
        let lead = String(repeating: " ", count: Self.timeColumns + Self.threadColumns + 4)
        var lines: [String] = []
        for row in 0..<max(texts.count, queues.count) {
            let text = row < texts.count ? texts[row] : ""
            let queue = row < queues.count ? queues[row] : blankQueue
            let shown =
                e.kind == .runtime ? palette.alert(text) : labelIndex.map { palette.label(text, index: $0) } ?? text
            let start =
                row > 0
                ? lead
                : e.kind == .runtime
                    ? palette.dim(time) + "  " + palette.dim(who) + "  "
                    : palette.dim(time) + "  " + palette.thread(who, number: threadNumber) + "  "
            let line = start + queue + (text.isEmpty ? "" : "  " + shown)
            lines.append(text.isEmpty ? String(line.reversed().drop { $0 == " " }.reversed()) : line)
        }
        return (legend + lines.joined(separator: "\n"), eventColumn + TextCell.width(texts.last ?? ""))
    }

    /// The thread column's text for `thread`: the name when it fits, else a key (`t1`, `t2`, …)
    /// spelled out in a legend line where it first appears; never cut.
    private mutating func threadKey(_ thread: String, legend: inout String) -> String {
        guard TextCell.width(thread) > Self.threadColumns else { return thread }
        if let key = threadKeys[thread] { return key }
        let key = "t\(threadKeys.count + 1)"
        threadKeys[thread] = key
        legend += TextCell.wrap(options.words(.viewThreadKey, key, thread), to: options.width - Self.timeColumns - 2, indent: "    ")
            .map { String(repeating: " ", count: Self.timeColumns + 2) + palette.dim($0) + "\n" }.joined()
        return key
    }

    /// A note a lesson attached to an event: after the line when it fits, else on its own line.
    func attach(note: String, to line: String, columns plainWidth: Int) -> String {
        let arrow = options.unicode ? "← " : "<- "
        let tail = "  " + arrow + note
        if plainWidth + TextCell.width(tail) <= options.width {
            return line + palette.bold(tail)
        }
        let indent = String(repeating: " ", count: eventColumn)
        let room = max(10, options.width - eventColumn)
        return line + "\n" + indent + palette.bold(TextCell.truncate(arrow + note, to: room, ellipsis: options.unicode ? "…" : "~"))
    }

    /// The glyph that says what kind of event a line is.
    static func glyph(_ kind: EventKind, unicode: Bool) -> String {
        switch kind {
        case .begin: unicode ? "▶" : ">"
        case .end: unicode ? "◀" : "<"
        case .mark: unicode ? "•" : "*"
        case .value: "="
        case .say: unicode ? "»" : "\""
        case .enqueue: unicode ? "↪" : "+"
        case .runtime: unicode ? "⚠" : "!"
        case .task: unicode ? "◇" : "~"
        }
    }

    /// The event's text after its glyph: label, value, flow id.
    private func describe(_ e: TraceEvent) -> String {
        switch e.kind {
        case .value: return "\(e.label) = \(e.value)"
        case .enqueue: return "\(Self.targeted(e.label, options)) #\(e.span)"
        case .begin where WaitLabel.isWait(e.label), .end where WaitLabel.isWait(e.label):
            return Self.targeted(e.label, options)  // a wait's value is a place, not a flow
        case .begin where e.value != 0: return "\(e.label) #\(e.value)"
        case .runtime: return "runtime: " + e.label
        case .task: return TaskRecords.describe(e, words: options.words)
        case .begin, .end, .mark, .say: return e.label
        }
    }
}

extension EventLine {
    /// `sync → com.apple.main-thread` as `sync → main-q`: the queue an item was handed to (or a
    /// thread waits for), by its short name; `->` without Unicode.
    static func targeted(_ label: String, _ options: RenderOptions) -> String {
        guard let arrow = label.range(of: " → ") else { return label }
        return label[..<arrow.lowerBound] + (options.unicode ? " → " : " -> ")
            + QueueName.short(String(label[arrow.upperBound...]), options.words)
    }

    /// What an item was: `sync` for `sync → queue.b`.
    static func kind(_ label: String) -> String {
        // Most labels hold no arrow (its first byte, 0xE2): no search through Foundation for them.
        guard label.utf8.contains(0xE2) else { return label }
        return label.range(of: " → ").map { String(label[..<$0.lowerBound]) } ?? label
    }
}

extension RenderOptions {
    /// What marks cut text: `…`, or `~` without Unicode.
    var ellipsis: String { unicode ? "…" : "~" }
}
