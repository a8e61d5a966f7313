// races: none
import Foundation
var balance = 100
let mutex = DispatchSemaphore(value: 1)
let group = DispatchGroup()
for amount in [10, 20] {
    DispatchQueue.global().async(group: group) {
        mutex.wait()
        balance -= amount
        mutex.signal()
    }
}
group.wait()
print(balance)
