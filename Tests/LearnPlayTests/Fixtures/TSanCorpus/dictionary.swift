// expect: write 16 cache.entries; write 20 cache.entries
// A dictionary property updated from a queue block and from main.
import Foundation

final class Cache {
    var entries: [String: Int] = [:]
}

let cache = Cache()
let ready = DispatchSemaphore(value: 0)
let go = DispatchSemaphore(value: 0)
let group = DispatchGroup()
DispatchQueue.global().async(group: group) {
    ready.signal()
    go.wait()
    cache.entries["a"] = 1
}
go.signal()
ready.wait()
cache.entries["b"] = 2
group.wait()
print(cache.entries.count)
