// A right answer written differently from the reference: the updates go to the serial queue with
// `async` (the caller does not wait); a read with `sync` comes after every update queued before it.
import Dispatch

final class DataSource: @unchecked Sendable {  // safe: every access goes through `updateQueue`
    private var items: [String] = []
    private let updateQueue = DispatchQueue(label: "data_source_update_queue")

    func add(_ item: String) { updateQueue.async { self.items.append(item) } }

    var rows: [String] { updateQueue.sync { items } }
}
