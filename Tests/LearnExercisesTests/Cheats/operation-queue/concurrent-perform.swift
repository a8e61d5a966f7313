// cheat: resizes two at a time and waits for them, but with `concurrentPerform`, not the
// queue's operations (part of it on the caller's own thread).
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
    DispatchQueue.concurrentPerform(iterations: photos.count) { i in
        thumbnails.add(resize(photos[i]))
    }
    return thumbnails.all
}
