// cheat: withdrawals take no lock but wait a moment first, "until the deposits are done".
// fails: race
import Foundation

final class Account: @unchecked Sendable {
    private let lock = NSLock()
    private var balance = 0
    func deposit(_ amount: Int) { lock.withLock { balance += amount } }
    func withdraw(_ amount: Int) {
        usleep(20_000)
        balance -= amount
    }
    var total: Int { lock.withLock { balance } }
}
