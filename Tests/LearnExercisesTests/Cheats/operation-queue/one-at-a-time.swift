// cheat: the operations run one at a time (a queue of one), and the function waits for them.
// fails: concurrent
import Foundation

final class Thumbnails: @unchecked Sendable {
    private let lock = NSLock()
    private var made: [Int] = []
    func add(_ thumbnail: Int) { lock.withLock { made.append(thumbnail) } }
    var all: [Int] { lock.withLock { made } }
}

func makeThumbnails(of photos: [Int], resize: @escaping @Sendable (Int) -> Int) -> [Int] {
    let thumbnails = Thumbnails()
    let queue = OperationQueue()
    queue.maxConcurrentOperationCount = 1
    for photo in photos {
        queue.addOperation { thumbnails.add(resize(photo)) }
    }
    queue.waitUntilAllOperationsAreFinished()
    return thumbnails.all
}
