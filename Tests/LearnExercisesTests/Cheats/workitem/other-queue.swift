// cheat: the item hands its pages to a global queue and returns at once: the `search` queue is
// free again, and the pages run elsewhere.
// fails: on-queue
import Dispatch

final class Box: @unchecked Sendable {
    var item: DispatchWorkItem?
}

func makeSearch(pages: Int, read: @escaping @Sendable (Int) -> Void) -> DispatchWorkItem {
    let box = Box()
    let item = DispatchWorkItem {
        DispatchQueue.global().async {
            for page in 0..<pages {
                if box.item?.isCancelled == true { return }
                read(page)
            }
        }
    }
    box.item = item
    return item
}
