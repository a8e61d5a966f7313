// races: none
import Foundation
final class Store {
    private var items: [Int] = []
    private let queue = DispatchQueue(label: "store", attributes: [.concurrent])
    func add(_ x: Int) { queue.sync(flags: .barrier) { items.append(x) } }
    func all() -> [Int] { queue.sync { items } }
}
let store = Store()
DispatchQueue.concurrentPerform(iterations: 3) { i in
    store.add(i)
    _ = store.all()
}
print(store.all().count)
