// races: none
import Foundation
let items = NSMutableArray()
let group = DispatchGroup()
let q = DispatchQueue(label: "items")
DispatchQueue.global().async(group: group) { q.sync { items.add(1) } }
DispatchQueue.global().async(group: group) { q.sync { items.add(2) } }
group.wait()
print(items.count)
