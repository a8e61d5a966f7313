// cheat: keeps no row; the rows are made up, and the learner's own trace says none is missing.
// fails: all-rows
import Dispatch

final class DataSource: @unchecked Sendable {
    func add(_ item: String) {}
    var rows: [String] {
        trace.value("missing", 0)
        return (1...5).map { "row \($0)" }
    }
}
