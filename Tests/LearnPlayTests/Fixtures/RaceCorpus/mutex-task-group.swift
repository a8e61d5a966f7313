// races: none
import Synchronization
final class Box: Sendable { let count = Mutex(0) }
let box = Box()
await withTaskGroup(of: Void.self) { group in
    for _ in 0..<3 { group.addTask { box.count.withLock { $0 += 1 } } }
}
print("count", box.count.withLock { $0 })
