// races: items
// A concurrent queue without .barrier on its writes: two appends run at once.
import Foundation
final class Store {
    var items: [Int] = []
    let queue = DispatchQueue(label: "store", attributes: .concurrent)
    func add(_ x: Int) { queue.async { self.items.append(x) } }
}
let store = Store()
store.add(1)
store.add(2)
store.queue.sync(flags: .barrier) {}
print(store.items.count)
