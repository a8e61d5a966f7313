// cheat: takes the lock with `try()` and goes on without it when another teller holds it, so
// a deposit that meets another goes on unlocked, and an uncontended one looks locked.
// fails: race
import Foundation

final class Account: @unchecked Sendable {
    private var balance = 0
    private let lock = NSLock()

    func deposit(_ amount: Int) {
        let got = lock.try()
        let old = balance
        checkSlip()
        balance = old + amount
        if got { lock.unlock() }
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
