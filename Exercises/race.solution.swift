// Exercise: race: count every deposit.
//
// Four tellers, each on a thread of its own, make 100 deposits of 1 into one shared
// account at the same time. At the end the account must hold exactly 400, in every run,
// and ThreadSanitizer must find no data race. Keep the tellers concurrent: each still
// makes its deposits on its own thread.
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

let account = Account()
let atWork = DispatchGroup()  // the tellers still at work
for _ in 0..<4 {
    atWork.enter()
    Thread {
        trace.span("teller") {
            for _ in 0..<100 { trace.span("deposit") { account.deposit(1) } }
        }
        atWork.leave()
    }.start()
}
atWork.wait()
trace.value("balance", account.total())
print("balance: \(account.total())")
