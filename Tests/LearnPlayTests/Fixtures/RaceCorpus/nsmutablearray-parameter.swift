// races: store always
// An NSMutableArray held as AnyObject and handed, cast, to a helper that adds to it, from two
// serial queues: no variable is read on the line that calls `add`, yet the object is shared.
import Foundation
func put(_ value: Int, into store: NSMutableArray) {
    store.add(value)
}
let held: AnyObject = NSMutableArray()
let group = DispatchGroup()
let q1 = DispatchQueue(label: "one")
let q2 = DispatchQueue(label: "two")
q1.async(group: group) { put(1, into: held as! NSMutableArray) }
q2.async(group: group) { put(2, into: held as! NSMutableArray) }
group.wait()
print((held as! NSMutableArray).count)
