// reveals: "total = 1"
// Two Threads (not queues) add to one total; main waits for both with a semaphore.
import Foundation

var total = 0
let finished = DispatchSemaphore(value: 0)
for _ in 0..<2 {
    Thread {
        total += 1
        finished.signal()
    }.start()
}
finished.wait()
finished.wait()
print("total = \(total)")
