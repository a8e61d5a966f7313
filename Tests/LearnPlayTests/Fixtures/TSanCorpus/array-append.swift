// expect: write 16 store.items; write 20 store.items
// Two queue blocks append to one array property.
import Foundation

final class Store {
    var items: [Int] = []
}

let store = Store()
let ready = DispatchSemaphore(value: 0)
let go = DispatchSemaphore(value: 0)
let group = DispatchGroup()
DispatchQueue.global().async(group: group) {
    ready.signal()
    go.wait()
    store.items.append(1)
}
go.signal()
ready.wait()
store.items.append(2)
group.wait()
print(store.items.count)
// ko: `store.items`:; 20번 줄에서 썼습니다; 16번 줄에서 썼습니다
