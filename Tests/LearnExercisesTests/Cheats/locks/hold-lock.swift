// cheat: one lock around everything the main thread does: its first withdrawal takes the lock and keeps it, so no deposit can run until the total is read.
// fails: problem
import Foundation

final class Account: @unchecked Sendable {
    private let lock = NSLock()
    private var balance = 0
    private var holding = false  // only the main thread's withdrawals and total touch it
    func deposit(_ amount: Int) { lock.withLock { balance += amount } }
    func withdraw(_ amount: Int) {
        if !holding {
            lock.lock()
            holding = true
        }
        balance -= amount
    }
    var total: Int {
        if holding {
            holding = false
            lock.unlock()
        }
        return lock.withLock { balance }
    }
}
