// expect: read 30 counter
// may: write 25 counter; write 14 counter
// A mutating method of a struct held in a global, called on two threads.
import Foundation

struct Counter {
    var value = 0

    mutating func bump() {
        add(1)
    }

    private mutating func add(_ amount: Int) {
        value += amount
    }
}

var counter = Counter()
let ready = DispatchSemaphore(value: 0)
let go = DispatchSemaphore(value: 0)
let done = DispatchSemaphore(value: 0)
Thread {
    ready.signal()
    go.wait()
    counter.bump()
    done.signal()
}.start()
go.signal()
ready.wait()
print(counter.value)
done.wait()
