// Exercise: barrier: a thread-safe array.
//
// `SafeArray` is meant to be safe to use from many threads: readers may read at the same
// time, and a write must never happen while anyone else reads or writes. Ten writers, each
// on a thread of its own, append 20 numbers and count the array after each. Make it so
// that, in every run, all 200 numbers arrive, and ThreadSanitizer finds no data race.
// Reads and writes still run on the `array` queue, off the main thread.
import Foundation

final class SafeArray: @unchecked Sendable {  // claims to be safe: make it true
    private var storage: [Int] = []
    private let queue = DispatchQueue(label: "array", attributes: .concurrent)

    func append(_ element: Int) {
        queue.async {
            trace.span("write") { self.storage.append(element) }
        }
    }

    var count: Int {
        queue.sync { trace.span("read") { storage.count } }
    }

    /// Waits until every write sent so far is done.
    func settle() {
        queue.sync(flags: .barrier) {}
    }
}

let array = SafeArray()
let writers = DispatchGroup()  // the writers still at work
for writer in 0..<10 {
    writers.enter()
    Thread {
        for n in 0..<20 {
            array.append(writer * 100 + n)
            _ = array.count
        }
        writers.leave()
    }.start()
}
writers.wait()
array.settle()
trace.value("count", array.count)
print("count: \(array.count)")
