// races: dataSource always
// 002's race written with append: two blocks from global() append to one array.
import Foundation
var dataSource: [Int] = []
let group = DispatchGroup()
for i in 0..<2 {
    DispatchQueue.global().async(group: group) {
        dataSource.append(i)
    }
}
group.wait()
print(dataSource.count)
