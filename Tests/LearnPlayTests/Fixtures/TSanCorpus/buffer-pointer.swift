// expect: write 17 samples.values; write 22 samples.values
// An array's elements written through a buffer pointer on two threads.
import Foundation

final class Samples {
    var values = [0, 0, 0, 0]
}

let samples = Samples()
let storage = samples.values.withUnsafeMutableBufferPointer { $0.baseAddress! }
let ready = DispatchSemaphore(value: 0)
let go = DispatchSemaphore(value: 0)
let done = DispatchSemaphore(value: 0)
Thread {
    ready.signal()
    go.wait()
    storage[2] = 9
    done.signal()
}.start()
go.signal()
ready.wait()
storage[2] = 4
done.wait()
print(samples.values)
