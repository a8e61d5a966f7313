/// The log of a run: one line per event with time, thread, queue and event,
/// and the notes a lesson attaches to events (keyed by the event's `seq`).
struct LogView {
    let trace: Trace
    let options: RenderOptions
    let notes: [Int: String]

    func render() -> String {
        var format = EventLine(options: options)
        let numbers = trace.threads.map(Palette.number(of:))
        let labelIndex = Dictionary(
            (trace.spanLabels + trace.markLabels).enumerated().map { ($1, $0) },
            uniquingKeysWith: { first, _ in first })
        var lines = [format.header()]
        lines.reserveCapacity(trace.events.count + 1)
        for e in trace.events {
            let colour = e.kind == .say || e.kind == .value ? nil : labelIndex[e.label]
            let (line, columns): (String, Int)
            if e.kind == .runtime {
                (line, columns) = format.render(e, thread: "-", threadNumber: 0, labelIndex: nil)
            } else {
                let t = trace.threadIndex(of: e)
                (line, columns) = format.render(
                    e, thread: trace.threads[t].name, threadNumber: numbers[t], labelIndex: colour)
            }
            if let note = notes[e.seq] {
                lines.append(format.attach(note: note, to: line, columns: columns))
            } else {
                lines.append(line)
            }
        }
        if trace.events.isEmpty { lines.append(options.words(.viewNoEventsRecorded)) }
        if trace.droppedEvents > 0 {
            lines.append(
                Palette(options).alert(
                    options.words(.viewEventsDropped, options.unicode ? "…" : "...", TextCell.grouped(trace.droppedEvents))))
        }
        return lines.joined(separator: "\n")
    }
}
