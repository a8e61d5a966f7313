// cheat: one lock around each whole writer: a writer's first append takes it, and the writer's
// thread gives it back only when it ends. The page never overflows; the writers take turns.
// fails: concurrent
import Foundation
import Synchronization

let turn = NSLock()
nonisolated(unsafe) var holder = pthread_key_t()
let keyMade: Bool = {
    pthread_key_create(&holder) { _ in turn.unlock() }
    return true
}()

final class Page: Sendable {
    let limit: Int
    private let count = Mutex(0)
    init(limit: Int) { self.limit = limit }
    func appendIfRoom() -> Bool {
        _ = keyMade
        if pthread_getspecific(holder) == nil {
            turn.lock()
            pthread_setspecific(holder, UnsafeRawPointer(bitPattern: 1))
        }
        return count.withLock { rows in
            guard rows < limit else { return false }
            rows += 1
            return true
        }
    }
    func rows() -> Int { count.withLock { $0 } }
}
