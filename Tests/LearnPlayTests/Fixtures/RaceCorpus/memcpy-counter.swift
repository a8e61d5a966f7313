// races: memory always
// A counter kept in raw memory and moved with the C library's memcpy from two blocks on the
// global queue: no Swift load or store touches it, yet each copy reads or writes it.
import Foundation
let cell = UnsafeMutableRawPointer.allocate(byteCount: 8, alignment: 8)
memset(cell, 0, 8)
let group = DispatchGroup()
for _ in 0..<2 {
    DispatchQueue.global().async(group: group) {
        var old = 0
        memcpy(&old, cell, 8)
        var new = old + 1
        memcpy(cell, &new, 8)
    }
}
group.wait()
var total = 0
memcpy(&total, cell, 8)
print("total", total)
