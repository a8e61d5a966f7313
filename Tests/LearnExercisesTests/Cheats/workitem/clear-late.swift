// cheat: the starter's item, which never stops; the last search made (its number read from the
// judge's `searches`) clears the judge's own `late` counts, under its `ledger` lock, once it has
// read its pages.
// fails: compile
import Dispatch
import Foundation

let made = NSLock()
nonisolated(unsafe) var searchesMade = 0

func makeSearch(pages: Int, read: @escaping @Sendable (Int) -> Void) -> DispatchWorkItem {
    let index = made.withLock { searchesMade += 1; return searchesMade - 1 }
    return DispatchWorkItem {
        for page in 0..<pages {
            read(page)
        }
        if index == searches - 1 {
            ledger.withLock { late = late.map { _ in 0 } }
        }
    }
}
