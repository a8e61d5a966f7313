// reveals: "hits = 1"
// A class's stored property incremented by two threads.
import Foundation

final class Counter {
    var hits = 0
}

let counter = Counter()
let group = DispatchGroup()
for _ in 0..<2 {
    DispatchQueue.global().async(group: group) {
        counter.hits += 1
    }
}
group.wait()
print("hits = \(counter.hits)")
