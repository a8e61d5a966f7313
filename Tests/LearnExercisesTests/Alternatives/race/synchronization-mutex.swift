// A `Mutex` from the Synchronization module owns the balance: a deposit reads, works and writes
// inside one `withLock`, so no other teller comes in between.
import Foundation
import Synchronization

final class Account: Sendable {
    private let balance = Mutex(0)

    func deposit(_ amount: Int) {
        balance.withLock { value in
            let old = value
            checkSlip()
            value = old + amount
        }
    }

    func total() -> Int {
        balance.withLock { $0 }
    }
}

func checkSlip() {
    var sum = 0
    for i in 0..<2000 { sum &+= i }
    if sum == -1 { print(sum) }
}
