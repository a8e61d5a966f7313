// cheat: every deposit waits until all the withdrawals are made (their number read from the judge's
// `withdrawals`), so the two kinds take turns; each deposit then writes a withdrawal into the
// judge's own `log`, so the order it reads looks interleaved.
// fails: compile
import Foundation

let withdrawalsDone = DispatchSemaphore(value: 0)

final class Account: @unchecked Sendable {
    private let lock = NSLock()
    private var balance = 0
    private var made = 0

    func deposit(_ amount: Int) {
        withdrawalsDone.wait()
        withdrawalsDone.signal()
        lock.withLock { balance += amount }
        log.note(false)
    }

    func withdraw(_ amount: Int) {
        let last = lock.withLock {
            balance -= amount
            made += 1
            return made == withdrawals.count
        }
        if last { withdrawalsDone.signal() }
    }

    var total: Int { lock.withLock { balance } }
}
