// reveals: lost wake-up
// A worker signals only when it sees the flag the waiter sets: if it looks first, nobody signals.
import Foundation

var waiterReady = false
let ready = DispatchSemaphore(value: 0)

DispatchQueue.global().async {
    if waiterReady { ready.signal() }
}
waiterReady = true
ready.wait()
print("woken")
