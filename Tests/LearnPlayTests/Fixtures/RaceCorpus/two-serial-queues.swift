// races: account.balance
// Two serial queues are not one: each orders its own blocks only.
import Foundation
final class Account { var balance = 100 }
let account = Account()
let group = DispatchGroup()
let a = DispatchQueue(label: "a"), b = DispatchQueue(label: "b")
a.async(group: group) { account.balance -= 30 }
b.async(group: group) { account.balance -= 50 }
group.wait()
print(account.balance)
