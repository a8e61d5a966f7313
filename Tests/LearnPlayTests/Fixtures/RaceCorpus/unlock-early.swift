// races: count
// The lock covers the read but not the write.
import Foundation
let lock = NSLock()
var count = 0
let group = DispatchGroup()
for _ in 0..<2 {
    DispatchQueue.global().async(group: group) {
        lock.lock()
        let seen = count
        lock.unlock()
        count = seen + 1
    }
}
group.wait()
print(count)
