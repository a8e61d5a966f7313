// Exercise: race: count every deposit.
//
// The exercise's judge (`learn exercise race --judge` shows it) opens one `Account`, starts four
// tellers, each on a thread of its own, and has each deposit amounts it picks at run time; then
// it asks the account for its total and compares it with the sum of what was deposited.
// Make every deposit count, in every run and under every schedule learn tries, with the tellers
// still depositing at the same time, and ThreadSanitizer silent.
import Foundation

final class Account: @unchecked Sendable {  // safe: every access goes through the lock
    private var balance = 0
    private let lock = NSLock()

    func deposit(_ amount: Int) {
        lock.lock()
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

/// A teller reads the deposit slip: a moment of work between reading and writing the balance.
func checkSlip() {
    var sum = 0
    for i in 0..<2000 { sum &+= i }
    if sum == -1 { print(sum) }
}
