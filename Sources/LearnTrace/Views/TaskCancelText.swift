/// Where each cancel of a run went (post 003/E3): which tasks it reached, which saw the flag,
/// and which went on working because they never checked.
enum TaskCancelText {
    static func lines(_ metrics: TaskMetrics, time: (UInt64) -> String) -> [String] {
        let records = metrics.records
        guard !records.cancels.isEmpty else { return [] }
        var out = ["Cancellation:"]
        for cancel in records.cancels.prefix(10) {
            let what = cancel.isGroup ? "cancelAll() in task \(cancel.target)" : "task \(cancel.target) cancelled"
            let by = !cancel.isGroup && cancel.by != 0 ? " by task \(cancel.by)" : ""
            let reached = cancel.reached.compactMap(records.task).filter { $0.id != cancel.target || cancel.isGroup }
            var line = "  \(TimeText.milliseconds(cancel.time)) ms \(what)\(by): reached \(reached.count) child task"
            line += reached.count == 1 ? "" : "s"
            if !reached.isEmpty {
                let saw = reached.filter { $0.cancelSeen != nil }.count
                let checked = reached.filter(\.checkedAfterCancel).count
                let ignored = reached.filter { $0.ranAfterCancel > 0 && !$0.checkedAfterCancel }
                line += "; the runtime's flag seen set on \(saw), \(checked) checked it"
                if !ignored.isEmpty {
                    let most = ignored.map(\.ranAfterCancel).max() ?? 0
                    line += ", \(ignored.count) ran on without checking (up to \(time(most)) more)"
                }
            }
            out.append(line)
        }
        if records.cancels.count > 10 { out.append("  … \(records.cancels.count - 10) more cancels") }
        return out
    }
}
