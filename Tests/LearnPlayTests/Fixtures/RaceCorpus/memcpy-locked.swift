// races: none
// The same counter in raw memory, each read-and-write under one lock.
import Foundation
let cell = UnsafeMutableRawPointer.allocate(byteCount: 8, alignment: 8)
memset(cell, 0, 8)
let lock = NSLock()
let group = DispatchGroup()
for _ in 0..<2 {
    DispatchQueue.global().async(group: group) {
        lock.lock()
        var old = 0
        memcpy(&old, cell, 8)
        var new = old + 1
        memcpy(cell, &new, 8)
        lock.unlock()
    }
}
group.wait()
var total = 0
memcpy(&total, cell, 8)
print("total", total)
