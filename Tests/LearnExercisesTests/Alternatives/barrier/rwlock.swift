// A right answer written differently from the reference: a readers-writer lock instead of a queue.
import Foundation

final class SafeArray: @unchecked Sendable {  // safe: reads share the lock, a write holds it alone
    private var storage: [Int] = []
    private var lock = pthread_rwlock_t()

    init() { pthread_rwlock_init(&lock, nil) }
    deinit { pthread_rwlock_destroy(&lock) }

    func write(_ body: @escaping @Sendable (inout [Int]) -> Void) {
        pthread_rwlock_wrlock(&lock)
        body(&storage)
        pthread_rwlock_unlock(&lock)
    }

    func read<T>(_ body: ([Int]) -> T) -> T {
        pthread_rwlock_rdlock(&lock)
        defer { pthread_rwlock_unlock(&lock) }
        return body(storage)
    }
}
