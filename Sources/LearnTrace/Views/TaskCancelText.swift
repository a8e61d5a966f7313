import LearnLanguage

/// Where each cancel of a run went (post 003/E3): which tasks it reached, which saw the flag,
/// and which went on working because they never checked.
enum TaskCancelText {
    static func lines(_ metrics: TaskMetrics, time: (UInt64) -> String, words say: Catalogue = Catalogue(.en)) -> [String] {
        let records = metrics.records
        guard !records.cancels.isEmpty else { return [] }
        var out = [say(.tasksCancellation)]
        for cancel in records.cancels.prefix(10) {
            var what = say(cancel.isGroup ? .tasksCancelAll : .tasksCancelTask, cancel.target)
            if !cancel.isGroup && cancel.by != 0 { what += say(.tasksCancelBy, cancel.by) }
            let reached = cancel.reached.compactMap(records.task).filter { $0.id != cancel.target || cancel.isGroup }
            let at = TimeText.milliseconds(cancel.time)
            var line = say(.tasksCancelReached, reached.count, at, what)
            if !reached.isEmpty {
                let saw = reached.filter { $0.cancelSeen != nil }.count
                let checked = reached.filter(\.checkedAfterCancel).count
                let ignored = reached.filter { $0.ranAfterCancel > 0 && !$0.checkedAfterCancel }
                line += say(.tasksCancelSeen, saw, checked)
                if !ignored.isEmpty {
                    let most = ignored.map(\.ranAfterCancel).max() ?? 0
                    line += say(.tasksCancelIgnored, ignored.count, time(most))
                }
            }
            out.append(line)
        }
        if records.cancels.count > 10 { out.append(say(.tasksMoreCancels, records.cancels.count - 10)) }
        return out
    }
}
