// A right answer written differently from the reference: the block asks a closure, set once the
// item exists, whether it was cancelled; the closure holds the item until the block ends.
import Dispatch

final class Cancelled: @unchecked Sendable {  // set before the item is queued, then only the item uses it
    var ask: @Sendable () -> Bool = { false }
}

func makeSearch(pages: Int, read: @escaping @Sendable (Int) -> Void) -> DispatchWorkItem {
    let cancelled = Cancelled()
    let item = DispatchWorkItem {
        for page in 0..<pages where !cancelled.ask() {
            read(page)
        }
        cancelled.ask = { true }  // lets the item go
    }
    cancelled.ask = { item.isCancelled }
    return item
}
