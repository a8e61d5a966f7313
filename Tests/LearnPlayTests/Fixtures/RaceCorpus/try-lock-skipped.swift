// races: count
// `try()` that goes on without the lock when another thread holds it: that update is unlocked.
import Foundation
var count = 0
let lock = NSLock()
let group = DispatchGroup()
for _ in 0..<2 {
    DispatchQueue.global().async(group: group) {
        let got = lock.try()
        count += 1
        if got { lock.unlock() }
    }
}
group.wait()
print("count", count)
