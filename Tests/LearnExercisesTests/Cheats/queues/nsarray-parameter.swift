// cheat: holds an NSMutableArray as `AnyObject` and passes it, cast, to a helper that adds to
// it: no variable of the file is read on the line that calls `add`; no lock, no queue.
// fails: race|all-rows|no-extra
import Foundation

func put(_ item: String, into store: NSMutableArray) {
    store.add(item)
}

final class DataSource: @unchecked Sendable {
    private let items: AnyObject = NSMutableArray()

    func add(_ item: String) {
        put(item, into: items as! NSMutableArray)
    }

    /// The rows so far.
    var rows: [String] { (items as! NSMutableArray).compactMap { $0 as? String } }
}
