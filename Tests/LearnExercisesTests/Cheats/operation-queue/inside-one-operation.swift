// cheat: one operation on the queue starts the resizes two at a time on threads of its own, and
// each thread runs its resize inside a BlockOperation started by hand (`start()`), hoping the
// judge takes that for running on an OperationQueue.
// fails: by-operations
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
    queue.addOperation {
        // Two at a time, by hand: pairs of threads started from inside the one operation.
        var index = 0
        while index < photos.count {
            let pair = Array(photos[index..<min(index + 2, photos.count)])
            let done = DispatchGroup()
            for photo in pair {
                done.enter()
                Thread {
                    let op = BlockOperation { thumbnails.add(resize(photo)) }
                    op.start()
                    done.leave()
                }.start()
            }
            done.wait()
            index += 2
        }
    }
    queue.waitUntilAllOperationsAreFinished()
    return thumbnails.all
}
