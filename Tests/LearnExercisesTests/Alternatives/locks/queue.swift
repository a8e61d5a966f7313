// A right answer written differently from the reference: one serial queue owns the balance.
import Foundation

final class Account: @unchecked Sendable {  // safe: every access goes through `queue`
    private var balance = 0
    private let queue = DispatchQueue(label: "account")

    func deposit(_ amount: Int) { queue.sync { balance += amount } }

    func withdraw(_ amount: Int) { queue.sync { balance -= amount } }

    var total: Int { queue.sync { balance } }
}
