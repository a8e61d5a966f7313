// cheat: the rows in a corelibs Foundation array, named with its module (`Foundation.NSMutableArray`),
// no queue and no lock: ThreadSanitizer does not see inside Foundation, and the race detector did
// not know the name as one of its unsafe classes.
// fails: race
import Foundation

final class DataSource: @unchecked Sendable {
    private let items = Foundation.NSMutableArray()

    func add(_ item: String) {
        items.add(item)
    }

    var rows: [String] { items.compactMap { $0 as? String } }
}
