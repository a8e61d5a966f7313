// A right answer written differently from the reference: the check and the add under one Mutex.
import Synchronization

final class Page: Sendable {
    let limit: Int
    private let count = Mutex(0)

    init(limit: Int) { self.limit = limit }

    func appendIfRoom() -> Bool {
        count.withLock { rows in
            guard rows < limit else { return false }
            rows += 1
            return true
        }
    }

    func rows() -> Int { count.withLock { $0 } }
}
