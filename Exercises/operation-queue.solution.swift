// Exercise: operation-queue: read the results after the work is done.
//
// The exercise's judge (its own code, which you do not edit) calls `makeThumbnails` with a batch
// of photos it picks at run time and the resizing to do on each one, and reads the thumbnails
// the moment the function returns. Make it return every photo's thumbnail, in every run and
// under every schedule learn tries, with the resizing still done by an `OperationQueue`'s
// operations, two at a time, off the main thread — and ThreadSanitizer silent.
import Foundation

final class Thumbnails: @unchecked Sendable {  // safe: every access holds `lock`
    private let lock = NSLock()
    private var made: [Int] = []
    func add(_ thumbnail: Int) { lock.withLock { made.append(thumbnail) } }
    var all: [Int] { lock.withLock { made } }
}

func makeThumbnails(of photos: [Int], resize: @escaping @Sendable (Int) -> Int) -> [Int] {
    let thumbnails = Thumbnails()
    let queue = OperationQueue()
    queue.maxConcurrentOperationCount = 2
    for photo in photos {
        queue.addOperation {
            thumbnails.add(resize(photo))
        }
    }
    // The queue runs the operations on libdispatch's shared pool: wait until they have all finished.
    queue.waitUntilAllOperationsAreFinished()
    return thumbnails.all
}
