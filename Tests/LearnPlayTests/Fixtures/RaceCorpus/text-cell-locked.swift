// races: none
// The same counter kept as text, each read-and-write under one lock.
import Foundation
let cell = UnsafeMutablePointer<CChar>.allocate(capacity: 32)
cell[0] = 48
cell[1] = 0
let lock = NSLock()
let group = DispatchGroup()
for _ in 0..<2 {
    DispatchQueue.global().async(group: group) {
        lock.lock()
        let old = strtol(cell, nil, 10)
        withVaList([old + 1]) { _ = vsnprintf(cell, 32, "%ld", $0) }
        lock.unlock()
    }
}
group.wait()
lock.lock()
print("count", strlen(cell), atoi(cell))
lock.unlock()
