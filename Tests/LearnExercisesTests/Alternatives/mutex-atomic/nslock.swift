// A right answer written differently from the reference: a plain count behind one NSLock.
import Foundation

final class Page: @unchecked Sendable {  // every access to `count` holds `lock`
    let limit: Int
    private var count = 0
    private let lock = NSLock()

    init(limit: Int) { self.limit = limit }

    func appendIfRoom() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if count < limit {
            count += 1
            return true
        }
        return false
    }

    func rows() -> Int { lock.withLock { count } }
}
