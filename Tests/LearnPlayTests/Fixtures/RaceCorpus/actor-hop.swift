// races: none
import Foundation
actor Bank { var balance = 100; func withdraw(_ n: Int) -> Bool { if balance >= n { balance -= n; return true }; return false } }
let bank = Bank()
let ok = await withTaskGroup(of: Bool.self) { group in
    for _ in 0..<2 { group.addTask { await bank.withdraw(60) } }
    var count = 0
    for await r in group where r { count += 1 }
    return count
}
print(ok, await bank.balance)
