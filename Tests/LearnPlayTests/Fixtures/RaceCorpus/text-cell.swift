// races: memory always
// A counter kept as text in a C buffer, read with the C library's atoi and written back with
// vsnprintf, from two blocks on the global queue: no Swift load or store touches it.
import Foundation
let cell = UnsafeMutablePointer<CChar>.allocate(capacity: 32)
cell[0] = 48
cell[1] = 0
let group = DispatchGroup()
for _ in 0..<2 {
    DispatchQueue.global().async(group: group) {
        let old = atoi(cell)
        withVaList([old + 1]) { _ = vsnprintf(cell, 32, "%d", $0) }
    }
}
group.wait()
print("count", atoi(cell))
