// Exercise: workitem: a search that stops when it is cancelled (the post's 000/E5, 000/E7).
//
// The exercise's judge (`learn exercise workitem --judge` shows it) plays a user typing: for each
// keystroke it asks `makeSearch` for a work item, queues it on its `search` queue, waits until
// that search has begun reading, and cancels it as the next keystroke comes; the last search is
// never cancelled. It picks at run time how many keystrokes and pages there are. Make a cancelled
// search stop early, at most one page after `cancel()`, even when it is already running; the
// last search must read all its pages, on the `search` queue, in every run and under every
// schedule learn tries.
import Dispatch

final class Box: @unchecked Sendable {  // written before the item is queued, then only by the item
    var item: DispatchWorkItem?
}

/// The work item of one search: it reads pages `0..<pages`, one `read(page)` call each, in order.
func makeSearch(pages: Int, read: @escaping @Sendable (Int) -> Void) -> DispatchWorkItem {
    let box = Box()
    let item = DispatchWorkItem {
        defer { box.item = nil }  // the item and its block no longer keep each other alive
        for page in 0..<pages {
            // `cancel()` stops nothing that is already running: the item looks at its own flag.
            if box.item?.isCancelled == true { return }
            read(page)
        }
    }
    box.item = item
    return item
}
