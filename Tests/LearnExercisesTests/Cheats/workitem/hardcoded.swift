// cheat: no search at all: the item reads no page, so nothing is ever late.
// fails: last-finished, came
import Dispatch

func makeSearch(pages: Int, read: @escaping @Sendable (Int) -> Void) -> DispatchWorkItem {
    DispatchWorkItem {}
}
