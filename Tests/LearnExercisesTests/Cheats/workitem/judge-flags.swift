// cheat: the item never looks at its own cancellation: the N-th search made reads the judge's own
// `cancelled[N]`, under the judge's own `ledger` lock, before each page.
// fails: compile
import Dispatch
import Foundation

let made = NSLock()
nonisolated(unsafe) var searchesMade = 0

func makeSearch(pages: Int, read: @escaping @Sendable (Int) -> Void) -> DispatchWorkItem {
    let index = made.withLock { searchesMade += 1; return searchesMade - 1 }
    return DispatchWorkItem {
        for page in 0..<pages {
            if ledger.withLock({ cancelled[index] }) { return }
            read(page)
        }
    }
}
