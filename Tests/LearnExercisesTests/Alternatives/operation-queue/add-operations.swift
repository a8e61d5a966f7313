// A right answer written differently from the reference: the operations are made first, then
// handed over together with `waitUntilFinished: true`; the thumbnails go into a serial queue.
import Foundation

func makeThumbnails(of photos: [Int], resize: @escaping @Sendable (Int) -> Int) -> [Int] {
    let store = DispatchQueue(label: "thumbnails")
    nonisolated(unsafe) var made: [Int] = []  // touched only on `store`
    let queue = OperationQueue()
    queue.maxConcurrentOperationCount = 2
    let operations = photos.map { photo in
        BlockOperation {
            let thumbnail = resize(photo)
            store.sync { made.append(thumbnail) }
        }
    }
    queue.addOperations(operations, waitUntilFinished: true)
    return store.sync { made }
}
