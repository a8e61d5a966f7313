// races: count always
// count += 1 from two blocks of global(): a data race in every schedule, lost update or not.
import Foundation
var count = 0
let group = DispatchGroup()
for _ in 0..<2 {
    DispatchQueue.global().async(group: group) {
        count += 1
    }
}
group.wait()
print(count)
