// cheat: the flag is looked at once, after the last page: a cancelled search reads everything.
// fails: stops
import Dispatch

final class Box: @unchecked Sendable {
    var item: DispatchWorkItem?
}

func makeSearch(pages: Int, read: @escaping @Sendable (Int) -> Void) -> DispatchWorkItem {
    let box = Box()
    let item = DispatchWorkItem {
        for page in 0..<pages { read(page) }
        if box.item?.isCancelled == true { return }
    }
    box.item = item
    return item
}
