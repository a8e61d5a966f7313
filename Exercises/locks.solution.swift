// Exercise: locks: a lock every access takes.
//
// A bank account has a lock, and two hundred deposits and withdrawals of 1 run on a
// concurrent queue. Make the balance end at exactly 100 in every run, with the operations
// still concurrent — and ThreadSanitizer silent.
import Foundation

final class Account: @unchecked Sendable {  // safe: every access holds `lock`
    private let lock = NSLock()
    private var balance = 0

    func deposit(_ amount: Int) {
        lock.lock()
        trace.span("deposit") { balance += amount }
        lock.unlock()
    }

    func withdraw(_ amount: Int) {
        lock.lock()
        defer { lock.unlock() }
        trace.span("withdraw") {
            let old = balance
            usleep(10)
            balance = old - amount
        }
    }

    var total: Int { lock.withLock { balance } }
}

let account = Account()
let work = DispatchGroup()
for n in 0..<300 {
    DispatchQueue.global().async(group: work) {
        if n % 3 == 0 { account.withdraw(1) } else { account.deposit(1) }
    }
}
work.wait()
trace.value("balance", account.total)
print("balance: \(account.total)")
