// expect: write 9 hits
// may: write 18 hits; write 23 hits
// A global passed inout to a helper from two threads.
import Foundation

var hits = 0

func bump(_ value: inout Int) {
    value += 1
}

let ready = DispatchSemaphore(value: 0)
let go = DispatchSemaphore(value: 0)
let done = DispatchSemaphore(value: 0)
Thread {
    ready.signal()
    go.wait()
    bump(&hits)
    done.signal()
}.start()
go.signal()
ready.wait()
bump(&hits)
done.wait()
print(hits)
