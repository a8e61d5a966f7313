// cheat: a deposit waits a random moment before touching the balance, hoping the tellers
// then never meet; no lock at all.
// fails: all-counted, race
import Foundation

final class Account: @unchecked Sendable {
    var balance = 0
    func deposit(_ amount: Int) {
        usleep(UInt32.random(in: 0...200))
        let old = balance
        balance = old + amount
    }
    func total() -> Int { balance }
}
