/// A run's Swift task events in the Chrome trace: each state change as an instant on its
/// thread (category `task`), and a flow from parent to child — it starts where the parent
/// created the child (`s`) and steps through each of the child's runs (`t`).
enum TaskChromeEvents {
    /// Flow ids of tasks are apart from the enqueue flows of the same run.
    static let flowBit: UInt64 = 1 << 39

    static func instant(_ e: TraceEvent, common: [(String, String)], flowBase: UInt64) -> String? {
        let instant = JSONText.object(
            [
                ("name", JSONText.quote(TaskRecords.describe(e))), ("cat", "\"task\""), ("ph", "\"i\""), ("s", "\"t\""),
                ("args", JSONText.object([("task", String(e.span)), ("state", JSONText.quote(e.label))])),
            ] + common)
        let flow = String(flowBase | flowBit | (e.span & (flowBit - 1)))
        switch e.label {
        case "create":
            let start = JSONText.object(
                [("name", JSONText.quote("task \(e.span)")), ("cat", "\"task-flow\""), ("ph", "\"s\""), ("id", flow)] + common)
            return instant + ",\n" + start
        case "run":
            let step = JSONText.object(
                [("name", JSONText.quote("task \(e.span)")), ("cat", "\"task-flow\""), ("ph", "\"t\""), ("id", flow)] + common)
            return instant + ",\n" + step
        default:
            return instant
        }
    }
}
