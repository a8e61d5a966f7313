// An NSMutableArray a helper makes, every call on it under one lock.
import Foundation

func makeStore() -> NSMutableArray { NSMutableArray() }

final class DataSource: @unchecked Sendable {
    private let items = makeStore()
    private let lock = NSLock()

    func add(_ item: String) {
        lock.lock()
        items.add(item)
        lock.unlock()
    }

    /// The rows so far.
    var rows: [String] {
        lock.lock()
        defer { lock.unlock() }
        return items.compactMap { $0 as? String }
    }
}
