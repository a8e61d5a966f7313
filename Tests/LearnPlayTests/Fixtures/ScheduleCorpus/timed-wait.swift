// reveals: "timed out"
// A waiter gives its worker 100 ms, far longer than the worker needs: but a timeout orders
// nothing, and under the scheduler the wait may end before the signal (`semaphore.wait(timeout:)`
// is a Swift function of libswiftDispatch: the tracer must still find this line).
import Dispatch
import Foundation

let done = DispatchSemaphore(value: 0)
Thread { done.signal() }.start()
print(done.wait(timeout: .now() + .milliseconds(100)) == .success ? "signalled" : "timed out")
