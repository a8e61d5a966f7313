// Exercise: operation-queue: read the results after the work is done.
//
// Five thumbnails are resized by operations on an `OperationQueue`, then the main thread
// counts the results. Make it count all five, in every run, with the resizing still done by
// the queue's operations off the main thread — and ThreadSanitizer silent.
import Foundation

final class Thumbnails: @unchecked Sendable {  // safe: every access holds `lock`
    private let lock = NSLock()
    private var made = 0
    func add() { lock.withLock { made += 1 } }
    var count: Int { lock.withLock { made } }
}

let thumbnails = Thumbnails()
let queue = OperationQueue()
queue.maxConcurrentOperationCount = 2
for _ in 1...5 {
    queue.addOperation {
        trace.span("resize") { usleep(10_000) }
        thumbnails.add()
    }
}
// The queue runs the operations on libdispatch's shared pool: wait until they are all finished.
queue.waitUntilAllOperationsAreFinished()
trace.value("done", thumbnails.count)
print("thumbnails: \(thumbnails.count)")
