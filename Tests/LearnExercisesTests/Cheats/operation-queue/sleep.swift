// cheat: no wait for the queue; a tenth of a second's sleep before reading the thumbnails,
// which is plenty in a free run.
// fails: after-the-work
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
    queue.maxConcurrentOperationCount = 2
    for photo in photos {
        queue.addOperation { thumbnails.add(resize(photo)) }
    }
    usleep(100_000)
    return thumbnails.all
}
