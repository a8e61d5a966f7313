// cheat: after its first page the search sleeps 20 ms, long enough for the next keystroke's
// cancel in a free run, and looks at the flag once.
// fails: stops
import Foundation

final class Box: @unchecked Sendable {
    var item: DispatchWorkItem?
}

func makeSearch(pages: Int, read: @escaping @Sendable (Int) -> Void) -> DispatchWorkItem {
    let box = Box()
    let item = DispatchWorkItem {
        read(0)
        usleep(20_000)  // the user types again in the meantime
        if box.item?.isCancelled == true { return }
        for page in 1..<pages { read(page) }
    }
    box.item = item
    return item
}
