// cheat: every read waits for the judge's own `updates` group first, so no show ever sees the rows
// arrive one by one; then it sets the judge's global `partial` (main thread only) to 1.
// fails: compile
import Dispatch
import Foundation

final class DataSource: @unchecked Sendable {
    private var items: [String] = []
    private let lock = NSLock()

    func add(_ item: String) {
        lock.withLock { items.append(item) }
    }

    var rows: [String] {
        updates.wait()
        if Thread.isMainThread { partial = max(partial, 1) }
        return lock.withLock { items }
    }
}
