// cheat: the checks' labels emitted by the learner's own trace, spans and values, without the work.
// fails: after-the-work, all-made
import Foundation

func makeThumbnails(of photos: [Int], resize: @escaping @Sendable (Int) -> Int) -> [Int] {
    let queue = OperationQueue()
    for _ in photos {
        queue.addOperation { trace.span("resize") { _ = usleep(500) } }
    }
    queue.waitUntilAllOperationsAreFinished()
    trace.value("ended", photos.count)
    trace.value("right", photos.count)
    trace.value("returned", photos.count)
    trace.value("most-at-once", 2)
    return []
}
