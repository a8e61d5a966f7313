// races: none
// A lazy var made behind a lock: its getter runs only while the lock is held.
import Foundation
final class Box: @unchecked Sendable {
    private let lock = NSLock()
    private lazy var storage: [Int] = { (0..<3).map { $0 * 2 } }()
    var value: [Int] { lock.withLock { storage } }
}
let box = Box()
let group = DispatchGroup()
for _ in 0..<2 {
    DispatchQueue.global().async(group: group) { _ = box.value.count }
}
group.wait()
print("done")
