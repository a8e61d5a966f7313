// races: none
import Foundation
import Synchronization
let counter = Mutex(0)
let group = DispatchGroup()
for _ in 0..<2 {
    DispatchQueue.global().async(group: group) {
        counter.withLock { $0 += 1 }
    }
}
group.wait()
print(counter.withLock { $0 })
