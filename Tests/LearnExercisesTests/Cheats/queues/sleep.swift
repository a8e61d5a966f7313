// cheat: no queue, no lock; a show first sleeps a moment, "long enough for the updates to land".
// fails: race
import Foundation

final class DataSource: @unchecked Sendable {
    private var items: [String] = []
    func add(_ item: String) { items.append(item) }
    var rows: [String] {
        usleep(3000)
        return items
    }
}
