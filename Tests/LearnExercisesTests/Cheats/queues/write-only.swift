// cheat: the updates go through the serial queue, the shows read the array directly (002/E4's trap the other way round).
// fails: race
import Dispatch

final class DataSource: @unchecked Sendable {
    private var items: [String] = []
    private let updateQueue = DispatchQueue(label: "data_source_update_queue")
    func add(_ item: String) { updateQueue.sync { items.append(item) } }
    var rows: [String] { items }
}
