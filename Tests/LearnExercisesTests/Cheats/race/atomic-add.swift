// cheat: adds with a read-modify-write split in two and no lock, but leaves the balance's
// reads unprotected too: right in most free runs, wrong in some schedule.
// fails: all-counted
import Foundation

final class Account: @unchecked Sendable {
    var balance = 0
    func deposit(_ amount: Int) {
        let old = balance
        Thread.sleep(forTimeInterval: 0)
        balance = old + amount
    }
    func total() -> Int { balance }
}
