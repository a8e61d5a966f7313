// Exercise: tasks: a task group that stops when it is cancelled.
//
// A screen starts ten slow fetches in a task group, then goes away at once: it cancels
// its task. Make the fetches stop when they are cancelled — no fetch may run to its end
// after the screen went away — in every run, with the fetches still running as tasks off
// the main thread, and ThreadSanitizer silent.
import Foundation

final class Tally: @unchecked Sendable {  // safe: every access holds `lock`
    private let lock = NSLock()
    private var count = 0
    func add() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}

/// A slow fetch; true when it fetched everything.
func fetch(_ n: Int) async -> Bool {
    trace.mark("fetch")
    started.signal()
    for _ in 0..<10 {
        usleep(20_000)  // a piece of the download
    }
    return true
}

let completed = Tally()
let started = DispatchSemaphore(value: 0)
let screen = Task.detached {
    await withTaskGroup(of: Void.self) { group in
        for n in 0..<10 {
            group.addTask {
                if await fetch(n) { completed.add() }
            }
        }
    }
}
started.wait()  // the first fetch has begun: now the screen goes away
screen.cancel()
await screen.value
trace.value("completed", completed.value)
print("fetches completed after the screen went away: \(completed.value)")
