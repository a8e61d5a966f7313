import LearnLanguage

extension Trace {
    /// The sentence that says a run's task events passed the shell's cap, computed from the run:
    /// `… 5,400,000 task events beyond the cap were counted, not kept (900,000 of them created
    /// a task)`; nil when every task event was kept.
    package func taskCapSentence(unicode: Bool, words say: Catalogue = Catalogue(.en)) -> String? {
        guard droppedTaskEvents > 0 else { return nil }
        let events = TextCell.grouped(droppedTaskEvents)
        var text = say(.taskCap, events, unicode ? "…" : "...")
        if droppedTaskCreates > 0 {
            text += say(.taskCapCreates, TextCell.grouped(droppedTaskCreates))
        }
        return text
    }
}
