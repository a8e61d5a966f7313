// races: none
import Foundation
final class Store {
    private var items: [Int] = []
    private let queue = DispatchQueue(label: "store", attributes: .concurrent)
    func add(_ x: Int) { queue.async(flags: .barrier) { self.items.append(x) } }
    var count: Int { queue.sync { items.count } }
}
let store = Store()
let group = DispatchGroup()
for i in 0..<2 {
    DispatchQueue.global().async(group: group) {
        store.add(i)
        _ = store.count
    }
}
group.wait()
print(store.count)
