// races: none
// A lock taken with `try()` in a loop that yields until it gets it: every update holds it.
import Foundation
var count = 0
let lock = NSLock()
let group = DispatchGroup()
for _ in 0..<2 {
    DispatchQueue.global().async(group: group) {
        while !lock.try() { sched_yield() }
        count += 1
        lock.unlock()
    }
}
group.wait()
print("count", count)
