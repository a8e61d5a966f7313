// races: rows always
// One NSMutableArray named with its module, through a typealias of the program's own: still an
// object that is not thread-safe, shared by two serial queues.
import Foundation
typealias Rows = Foundation.NSMutableArray
let rows: Rows = Rows()
let group = DispatchGroup()
let q1 = DispatchQueue(label: "one")
let q2 = DispatchQueue(label: "two")
q1.async(group: group) { rows.add(1) }
q2.async(group: group) { rows.add(2) }
group.wait()
print(rows.count)
