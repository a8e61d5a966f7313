// cheat: the search is read at once, on the caller's thread, before any cancel can come; the
// work item it returns is empty.
// fails: on-queue
import Dispatch

func makeSearch(pages: Int, read: @escaping @Sendable (Int) -> Void) -> DispatchWorkItem {
    for page in 0..<pages { read(page) }
    return DispatchWorkItem {}
}
