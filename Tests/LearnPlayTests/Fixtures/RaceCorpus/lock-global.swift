// races: none
import Foundation
var count = 0
let lock = NSLock()
let group = DispatchGroup()
for _ in 0..<2 {
    DispatchQueue.global().async(group: group) {
        lock.lock()
        count += 1
        lock.unlock()
    }
}
group.wait()
print(count)
