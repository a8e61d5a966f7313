// reveals: one outcome
// The deferred without the race: the semaphore counts every completion, so no wake-up is lost.
import Foundation

final class Deferred {
    private var value: Int?
    private let lock = NSLock()
    private let semaphore = DispatchSemaphore(value: 0)

    func complete(_ v: Int) {
        lock.lock()
        value = v
        lock.unlock()
        semaphore.signal()
    }

    func wait() -> Int {
        semaphore.wait()
        lock.lock()
        defer { lock.unlock() }
        return value!
    }
}

let deferred = Deferred()
DispatchQueue.global().async { deferred.complete(42) }
print("got \(deferred.wait())")
