extension Trace {
    /// The sentence that says a run's task events passed the shell's cap, computed from the run:
    /// `… 5,400,000 task events beyond the cap were counted, not kept (900,000 of them created
    /// a task)`; nil when every task event was kept.
    package func taskCapSentence(unicode: Bool) -> String? {
        guard droppedTaskEvents > 0 else { return nil }
        let events = TextCell.grouped(droppedTaskEvents)
        let noun = droppedTaskEvents == 1 ? "task event" : "task events"
        let verb = droppedTaskEvents == 1 ? "was" : "were"
        var text = "\(unicode ? "…" : "...") \(events) \(noun) beyond the cap \(verb) counted, not kept"
        if droppedTaskCreates > 0 {
            text += " (\(TextCell.grouped(droppedTaskCreates)) of them created a task)"
        }
        return text
    }
}
