// expect: write 12 scores; read 17 scores
// A global dictionary: a key written on a thread, another key read on main.
import Foundation

var scores: [String: Int] = ["ann": 1]
let ready = DispatchSemaphore(value: 0)
let go = DispatchSemaphore(value: 0)
let done = DispatchSemaphore(value: 0)
Thread {
    ready.signal()
    go.wait()
    scores["bob"] = 2
    done.signal()
}.start()
go.signal()
ready.wait()
let ann = scores["ann"]
done.wait()
print(ann ?? 0)
