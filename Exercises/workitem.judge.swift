// The judge of `workitem`: the exercise's own code, compiled beside your file (you do not edit it).
// It owns the `search` queue (marked with a key, so a page can tell whether it is read there) and
// plays the keystrokes: a search is queued, the judge waits until it has begun reading, then
// cancels it and queues the next; the last is never cancelled. After the first `cancel()` the user
// pauses before typing again: the judge waits for the cancelled search to end (up to two seconds)
// before it makes the next one, so a search stopped by anything but its cancellation (a newer
// search made, say) goes on there. Under a lock of its own it counts the pages each search read,
// and those it began after `cancel()` had returned.
import Foundation

private let key = Dispatch.DispatchSpecificKey<Swift.Int>()
private let searchQueue = Dispatch.DispatchQueue(label: "search")
searchQueue.setSpecific(key: key, value: 1)
private let searches = Judge.pick("searches", in: 2...3)
private let pages = Judge.pick("pages", in: 4...6)
private let ledger = Foundation.NSLock()
nonisolated(unsafe) private var read = [Swift.Int](repeating: 0, count: searches)
nonisolated(unsafe) private var late = [Swift.Int](repeating: 0, count: searches)
nonisolated(unsafe) private var cancelled = [Swift.Bool](repeating: false, count: searches)
nonisolated(unsafe) private var offQueue = 0
private let began = Dispatch.DispatchSemaphore(value: 0)
/// One group per search: left when its work item ends.
private let finished = (0..<searches).map { _ in Dispatch.DispatchGroup() }
private var allBegan = true

for search in 0..<searches {
    let item = makeSearch(pages: pages) { _ in
        let onQueue = Dispatch.DispatchQueue.getSpecific(key: key) == 1
        Judge.pause("page")
        ledger.lock()
        read[search] += 1
        if cancelled[search] { late[search] += 1 }
        if !onQueue { offQueue += 1 }
        let first = read[search] == 1
        ledger.unlock()
        Judge.span("page") { Foundation.usleep(300) }
        if first { began.signal() }
    }
    searchQueue.async(group: finished[search], execute: item)
    if search < searches - 1 {
        // The user types again while this search is running.
        if Judge.patient({ began.wait(timeout: .now() + 2) }) == .timedOut { allBegan = false }
        Judge.pause("keystroke")
        item.cancel()
        ledger.lock()
        cancelled[search] = true
        ledger.unlock()
        Judge.mark("cancel")
        if search == 0 {
            // The user pauses before the next keystroke: the cancelled search has time to stop.
            _ = Judge.patient({ finished[search].wait(timeout: .now() + 2) })
        }
    }
}
private let ended = finished.allSatisfy { group in Judge.patient({ group.wait(timeout: .now() + 2) }) == .success }
ledger.lock()
Judge.value("late_pages", late.max() ?? 0)
Judge.value("last_read", read[searches - 1])
Judge.value("last_short", read[searches - 1] < pages ? 1 : 0)
Judge.value("off_queue", offQueue)
ledger.unlock()
if ended && allBegan { Judge.value("came", 1) }
