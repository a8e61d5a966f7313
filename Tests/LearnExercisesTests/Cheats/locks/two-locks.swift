// cheat: the withdrawals take a lock too, but a lock of their own: it orders them with nothing the deposits do.
// fails: race
import Foundation

final class Account: @unchecked Sendable {
    private let lock = NSLock()
    private let withdrawLock = NSLock()
    private var balance = 0
    func deposit(_ amount: Int) { lock.withLock { balance += amount } }
    func withdraw(_ amount: Int) {
        withdrawLock.lock()
        let old = balance
        for _ in 0..<2000 { _ = old }
        balance = old - amount
        withdrawLock.unlock()
    }
    var total: Int { lock.withLock { balance } }
}
