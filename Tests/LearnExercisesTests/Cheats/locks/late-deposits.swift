// cheat: every access takes the lock, but a deposit first sleeps 50 ms, so in a real run every
// withdrawal (on the main thread, at once) is made before any deposit: the two kinds take turns.
// Only a schedule that ends the sleep early shows them interleaved.
// fails: at-once
import Foundation

final class Account: @unchecked Sendable {
    private let lock = NSLock()
    private var balance = 0

    func deposit(_ amount: Int) {
        usleep(50_000)
        lock.withLock { balance += amount }
    }

    func withdraw(_ amount: Int) {
        lock.withLock { balance -= amount }
    }

    var total: Int { lock.withLock { balance } }
}
