// races: account.balance|balance always
// Swift's line tables put the load that starts `let seen = balance` at line 0: the read is told
// by the line between the function's first line and the next statement, or the race is missed.
import Foundation

final class Account: @unchecked Sendable {
    var balance = 0

    func peek() -> Int {
        let seen = balance
        return seen
    }
}

let account = Account()
let group = DispatchGroup()
DispatchQueue.global().async(group: group) { account.balance = 5 }
DispatchQueue.global().async(group: group) { print("saw", account.peek()) }
group.wait()
