// replays: a thread stands at a print and a write when main ends the program
import Foundation
var late = 0
let started = DispatchSemaphore(value: 0)
Thread {
    started.signal()
    print("worker")
    late = 1
    print("worker again")
}.start()
started.wait()
print("main", late)
