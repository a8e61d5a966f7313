// A right answer written differently from the reference: a DispatchGroup counts the operations
// still running, and each thumbnail has its own slot.
import Foundation

final class Slots: @unchecked Sendable {  // safe: every access holds `lock`
    private let lock = NSLock()
    private var slots: [Int?]
    init(_ count: Int) { slots = Array(repeating: nil, count: count) }
    subscript(i: Int) -> Int? {
        get { lock.withLock { slots[i] } }
        set { lock.withLock { slots[i] = newValue } }
    }
}

func makeThumbnails(of photos: [Int], resize: @escaping @Sendable (Int) -> Int) -> [Int] {
    let slots = Slots(photos.count)
    let pending = DispatchGroup()
    let queue = OperationQueue()
    queue.maxConcurrentOperationCount = 2
    for (i, photo) in photos.enumerated() {
        pending.enter()
        queue.addOperation {
            slots[i] = resize(photo)
            pending.leave()
        }
    }
    pending.wait()
    return photos.indices.compactMap { slots[$0] }
}
