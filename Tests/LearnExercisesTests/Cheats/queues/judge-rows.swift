// cheat: `add` keeps nothing. `rows` answers from the judge's own `sent`: its first row while the
// judge's `updates` group is still busy (a partial show), every row once the group is done.
// fails: compile
import Dispatch

final class DataSource: @unchecked Sendable {
    func add(_ item: String) {}

    var rows: [String] {
        updates.wait(timeout: .now()) == .success ? sent : [sent[0]]
    }
}
