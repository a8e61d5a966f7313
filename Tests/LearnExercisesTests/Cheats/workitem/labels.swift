// cheat: the starter, with the checks' labels emitted by the learner's own trace.
// fails: stops
import Dispatch

func makeSearch(pages: Int, read: @escaping @Sendable (Int) -> Void) -> DispatchWorkItem {
    DispatchWorkItem {
        for page in 0..<pages { read(page) }
        trace.value("late_pages", 0)
        trace.value("last_short", 0)
        trace.value("came", 1)
    }
}
