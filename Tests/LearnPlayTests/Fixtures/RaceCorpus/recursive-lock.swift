// races: none
import Foundation
final class Tree { let lock = NSRecursiveLock(); var nodes = 0
  func add(_ n: Int) { lock.lock(); defer { lock.unlock() }; nodes += 1; if n > 0 { add(n - 1) } } }
let tree = Tree()
let group = DispatchGroup()
for _ in 0..<2 { DispatchQueue.global().async(group: group) { tree.add(2) } }
group.wait()
print(tree.lock.withLock { tree.nodes })
