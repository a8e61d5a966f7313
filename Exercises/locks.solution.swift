// Exercise: locks: a lock every access takes.
//
// The exercise's judge (`learn exercise locks --judge` shows it) opens one `Account`, makes
// deposits from the global queues and withdrawals from the main thread, all at the same time,
// with counts and amounts picked at run time, then compares the account's total with its own sum.
// Make the total right, in every run and under every schedule learn tries, with the deposits and
// withdrawals still happening at the same time, and ThreadSanitizer silent.
import Foundation

final class Account: @unchecked Sendable {  // safe: every access holds `lock`
    private let lock = NSLock()
    private var balance = 0

    func deposit(_ amount: Int) {
        lock.lock()
        let old = balance
        checkSlip()
        balance = old + amount
        lock.unlock()
    }

    func withdraw(_ amount: Int) {
        lock.lock()
        let old = balance
        checkSlip()
        balance = old - amount
        lock.unlock()
    }

    var total: Int { lock.withLock { balance } }
}

/// A teller reads the slip: a moment of work between reading and writing the balance.
func checkSlip() {
    var sum = 0
    for i in 0..<2000 { sum &+= i }
    if sum == -1 { print(sum) }
}
