// expect: write 12 slots; read 17 slots
// One element of a global array written on two threads.
import Foundation

var slots = [0, 0, 0]
let ready = DispatchSemaphore(value: 0)
let go = DispatchSemaphore(value: 0)
let done = DispatchSemaphore(value: 0)
Thread {
    ready.signal()
    go.wait()
    slots[1] = 7
    done.signal()
}.start()
go.signal()
ready.wait()
let seen = slots[1]
done.wait()
print(seen)
