// reveals: "timed out"
// A waiter gives its worker 100 ms, far longer than the worker needs: the timeout is on the
// scheduler's clock, which moves when no thread can go on, so the signal comes first unless a
// schedule tries the clock first (a worker slower than 100 ms): that schedule shows the timeout
// (`semaphore.wait(timeout:)` is a Swift function of libswiftDispatch: the tracer must still find
// this line).
import Dispatch
import Foundation

let done = DispatchSemaphore(value: 0)
Thread { done.signal() }.start()
print(done.wait(timeout: .now() + .milliseconds(100)) == .success ? "signalled" : "timed out")
