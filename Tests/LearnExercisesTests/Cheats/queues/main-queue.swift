// cheat: every update hops to the main queue, one at a time there; the main thread is busy showing and waiting, so they never run.
// fails: all-rows
import Dispatch

final class DataSource: @unchecked Sendable {
    private var items: [String] = []
    func add(_ item: String) { DispatchQueue.main.async { self.items.append(item) } }
    var rows: [String] { items }
}
