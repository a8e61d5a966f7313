// Exercise: locks: a lock every access takes.
//
// A bank account has a lock. Two hundred deposits of 1 arrive on global queues while the
// main thread makes a hundred withdrawals of 1. Make the balance end at exactly 100 in
// every run, with the deposits and withdrawals still happening at the same time — and
// ThreadSanitizer silent.
import Foundation

final class Account: @unchecked Sendable {  // claims every access holds `lock`: make it true
    private let lock = NSLock()
    private var balance = 0

    func deposit(_ amount: Int) {
        lock.lock()
        trace.span("deposit") { balance += amount }
        lock.unlock()
    }

    func withdraw(_ amount: Int) {
        trace.span("withdraw") {
            let old = balance
            usleep(10)
            balance = old - amount
        }
    }

    var total: Int { lock.withLock { balance } }
}

let account = Account()
let deposits = DispatchGroup()
for _ in 0..<200 {
    DispatchQueue.global().async(group: deposits) { account.deposit(1) }
}
for _ in 0..<100 {
    account.withdraw(1)
}
deposits.wait()
trace.value("balance", account.total)
print("balance: \(account.total)")
