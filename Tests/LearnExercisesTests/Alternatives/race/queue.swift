// A right answer written differently from the reference: one serial queue owns the balance (002/E3).
import Foundation

final class Account: @unchecked Sendable {
    private var balance = 0
    private let queue = DispatchQueue(label: "account")

    func deposit(_ amount: Int) {
        queue.sync {
            let old = balance
            checkSlip()
            balance = old + amount
        }
    }

    func total() -> Int { queue.sync { balance } }
}

func checkSlip() {
    var sum = 0
    for i in 0..<2000 { sum &+= i }
    if sum == -1 { print(sum) }
}
