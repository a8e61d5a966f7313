// Exercise: threads: wait for the threads you start.
//
// The main thread starts three `Thread`s, each doing some work, then reports how many
// finished. Make the report count all three, in every run, with the work still done on
// three threads of its own — and ThreadSanitizer silent.
import Foundation

final class Finished: @unchecked Sendable {  // safe: every access holds `lock`
    private let lock = NSLock()
    private var count = 0
    func add() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}

let finished = Finished()
let allDone = DispatchSemaphore(value: 0)
for _ in 1...3 {
    Thread {
        trace.span("work") { usleep(20_000) }
        finished.add()
        allDone.signal()
    }.start()
}
// One signal per thread: the main thread goes on after the third.
for _ in 1...3 { allDone.wait() }
trace.value("done", finished.value)
print("threads finished: \(finished.value)")
