// reveals: deadlock
// Two threads take two locks in opposite orders: each may hold one and wait for the other.
import Foundation

let accounts = NSLock()
let audit = NSLock()
var moved = 0
let group = DispatchGroup()
DispatchQueue.global().async(group: group) {
    accounts.lock()
    audit.lock()
    moved += 1
    audit.unlock()
    accounts.unlock()
}
DispatchQueue.global().async(group: group) {
    audit.lock()
    accounts.lock()
    moved += 1
    accounts.unlock()
    audit.unlock()
}
group.wait()
print("moved \(moved)")
