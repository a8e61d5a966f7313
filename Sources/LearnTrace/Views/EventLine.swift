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
            TextCell.padLeft("time ms", to: Self.timeColumns) + "  "
            + TextCell.pad("thread", to: Self.threadColumns) + "  "
            + TextCell.pad("queue", to: queueColumns) + "  event"
        return palette.dim(text)
    }

    /// One event's line and the columns it takes; `thread` is its readable name, numbers pick colours.
    mutating func render(_ e: TraceEvent, thread: String, threadNumber: Int, labelIndex: Int?) -> (text: String, columns: Int) {
        let ellipsis = options.unicode ? "…" : "~"
        let time = TextCell.padLeft(TimeText.milliseconds(e.time), to: Self.timeColumns)
        let who = TextCell.pad(thread, to: Self.threadColumns, ellipsis: ellipsis)
        let queue =
            queueCache[e.queue]
            ?? {
                let text = TextCell.pad(QueueName.fitted(e.queue, columns: queueColumns, ellipsis: ellipsis), to: queueColumns)
                queueCache[e.queue] = text
                return text
            }()
        let room = max(8, options.width - eventColumn)
        let text = TextCell.truncate(Self.glyph(e.kind, unicode: options.unicode) + " " + describe(e), to: room, ellipsis: ellipsis)
        if e.kind == .runtime {  // not the demo's own doing: marked, and in the alert colour
            let line = palette.dim(time) + "  " + palette.dim(who) + "  " + queue + "  " + palette.alert(text)
            return (line, eventColumn + TextCell.width(text))
        }
        let event = labelIndex.map { palette.label(text, index: $0) } ?? text
        let line = palette.dim(time) + "  " + palette.thread(who, number: threadNumber) + "  " + queue + "  " + event
        return (line, eventColumn + TextCell.width(text))
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
        case .enqueue: return "\(e.label) #\(e.span)"
        case .begin where e.value != 0: return "\(e.label) #\(e.value)"
        case .runtime: return "runtime: " + e.label
        case .task: return TaskRecords.describe(e)
        case .begin, .end, .mark, .say: return e.label
        }
    }
}

extension RenderOptions {
    /// What marks cut text: `…`, or `~` without Unicode.
    var ellipsis: String { unicode ? "…" : "~" }
}
