// reveals: "balance = -50"
// Check, then withdraw: both withdrawals see enough money.
import Foundation

final class Account {
    var balance = 100
    func withdraw(_ amount: Int) {
        if balance >= amount {
            balance -= amount
        }
    }
}

let account = Account()
let group = DispatchGroup()
for _ in 0..<2 {
    DispatchQueue.global().async(group: group) { account.withdraw(75) }
}
group.wait()
print("balance = \(account.balance)")
