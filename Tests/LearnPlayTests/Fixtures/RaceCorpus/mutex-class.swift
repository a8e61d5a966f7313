// races: none
import Foundation
import Synchronization
final class Counter: Sendable {
    private let value = Mutex(0)
    func increment() { value.withLock { $0 += 1 } }
    var current: Int { value.withLock { $0 } }
}
let counter = Counter()
let group = DispatchGroup()
for _ in 0..<3 { DispatchQueue.global().async(group: group) { counter.increment() } }
group.wait()
print(counter.current)
