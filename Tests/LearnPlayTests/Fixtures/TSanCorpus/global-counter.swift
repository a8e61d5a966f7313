// expect: write 12 count; write 17 count
// Two threads add to a top-level variable: a write against a write.
import Foundation

var count = 0
let ready = DispatchSemaphore(value: 0)
let go = DispatchSemaphore(value: 0)
let done = DispatchSemaphore(value: 0)
Thread {
    ready.signal()
    go.wait()
    count += 1
    done.signal()
}.start()
go.signal()
ready.wait()
count += 1
done.wait()
print(count)
