// expect: write 16 download.bytes; read 21 download.bytes
// Two BlockOperations on an OperationQueue: a read against a write.
import Foundation

final class Download {
    var bytes = 0
}

let download = Download()
let ready = DispatchSemaphore(value: 0)
let go = DispatchSemaphore(value: 0)
let queue = OperationQueue()
queue.addOperation {
    ready.signal()
    go.wait()
    download.bytes = 512
}
queue.addOperation {
    go.signal()
    ready.wait()
    print(download.bytes)
}
queue.waitUntilAllOperationsAreFinished()
