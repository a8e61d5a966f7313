// reveals: one outcome
// The lost update fixed with a serial queue: each increment is one block, one at a time.
import Foundation

var count = 0
let counterQueue = DispatchQueue(label: "counter")
let group = DispatchGroup()
for _ in 0..<2 {
    counterQueue.async(group: group) { count += 1 }
}
group.wait()
print("count = \(count)")
