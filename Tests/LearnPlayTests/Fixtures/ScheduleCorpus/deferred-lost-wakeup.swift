// reveals: lost wake-up
import Foundation

// A deferred value: waiters block until someone completes it.
final class Deferred {
    var value: Int?
    var waiting = false
    let semaphore = DispatchSemaphore(value: 0)

    func complete(_ v: Int) {
        value = v
        if waiting { semaphore.signal() }
    }

    func wait() -> Int {
        if value == nil {
            waiting = true
            semaphore.wait()
        }
        return value!
    }
}

let deferred = Deferred()
DispatchQueue.global().async { deferred.complete(42) }
print("got \(deferred.wait())")
