// races: items always
// One NSMutableArray (not thread-safe; Foundation is not instrumented) shared by two serial queues.
import Foundation
let items = NSMutableArray()
let group = DispatchGroup()
let q1 = DispatchQueue(label: "one")
let q2 = DispatchQueue(label: "two")
q1.async(group: group) { items.add(1) }
q2.async(group: group) { items.add(2) }
group.wait()
print(items.count)
