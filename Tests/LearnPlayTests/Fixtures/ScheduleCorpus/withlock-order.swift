// reveals: "second first"
// Two blocks each take one lock inside `withLock` (Foundation's: its `lock()` is no gate, since
// the call is the library's) and append their name. The block queued second takes the lock first
// when its thread starts before the first block's does. A search that let every block start as
// soon as it could (a start "touches nothing") never tried that order: the lock taken before
// the block's first gate is what a start touches.
import Foundation

let lock = NSLock()
nonisolated(unsafe) var log: [String] = []
let group = DispatchGroup()
for name in ["first", "second"] {
    DispatchQueue.global().async(group: group) {
        lock.withLock { log.append(name) }
    }
}
group.wait()
print(log.joined(separator: " "))
