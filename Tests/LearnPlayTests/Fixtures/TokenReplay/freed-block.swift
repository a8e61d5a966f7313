// replays: what a freed block holds, read after its free (glibc's cache of freed blocks)
import Foundation
let block = UnsafeMutablePointer<Int>.allocate(capacity: 2)
block.initialize(repeating: 7, count: 2)
var order: [String] = []
let lock = NSLock()
let done = DispatchSemaphore(value: 0)
for who in ["left", "right"] {
    Thread {
        lock.lock()
        order.append(who)
        lock.unlock()
        done.signal()
    }.start()
}
done.wait()
done.wait()
block.deallocate()
let second = block[1]  // read after the free, on purpose: the allocator's word, if it wrote one
print(order.joined(separator: " "), second == 7 ? "untouched" : "overwritten \(second)")
