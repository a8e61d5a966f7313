// Exercise: workitem: a search that stops when it is cancelled.
//
// Each keystroke starts a search as a `DispatchWorkItem` and cancels the one before. But
// cancelling a work item only stops it if it has not started — the running search goes on
// to the end. Make a cancelled search stop early, so only the last search finishes, in
// every run, with the searches still on the `search` queue.
import Foundation

final class Box: @unchecked Sendable {  // written before the item is queued, then only read
    var item: DispatchWorkItem?
}

let searches = DispatchQueue(label: "search")
let begun = DispatchSemaphore(value: 0)
let finishedLock = NSLock()
nonisolated(unsafe) var finished = 0  // guarded by `finishedLock`

func search(_ text: String) -> DispatchWorkItem {
    let box = Box()
    box.item = DispatchWorkItem {
        trace.mark("search")
        begun.signal()
        for _ in 0..<10 {
            usleep(5_000)  // one page of results
        }
        finishedLock.withLock { finished += 1 }
    }
    return box.item!
}

let first = search("sw")
searches.async(execute: first)
begun.wait()  // the first search is running: the learner types again
first.cancel()
let second = search("swift")
searches.async(execute: second)
searches.sync {}
trace.value("finished", finishedLock.withLock { finished })
print("searches finished: \(finishedLock.withLock { finished })")
