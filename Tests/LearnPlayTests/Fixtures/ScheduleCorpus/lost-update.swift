// reveals: "count = 1"
import Dispatch

var count = 0
let group = DispatchGroup()
for _ in 0..<2 {
    DispatchQueue.global().async(group: group) {
        count += 1
    }
}
group.wait()
print("count = \(count)")
