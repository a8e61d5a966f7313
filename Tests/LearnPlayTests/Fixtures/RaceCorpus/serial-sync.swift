// races: none
import Foundation
var count = 0
let group = DispatchGroup()
let q = DispatchQueue(label: "serial")
for _ in 0..<2 {
    DispatchQueue.global().async(group: group) {
        q.sync { count += 1 }
    }
}
group.wait()
print(count)
