// A right answer written differently from the reference: the lock taken with `try()` in a
// loop that yields until it gets it, so every deposit holds it.
import Foundation

final class Account: @unchecked Sendable {
    private var balance = 0
    private let lock = NSLock()

    func deposit(_ amount: Int) {
        while !lock.try() { sched_yield() }
        let old = balance
        checkSlip()
        balance = old + amount
        lock.unlock()
    }

    func total() -> Int {
        lock.lock()
        defer { lock.unlock() }
        return balance
    }
}

func checkSlip() {
    var sum = 0
    for i in 0..<2000 { sum &+= i }
    if sum == -1 { print(sum) }
}
