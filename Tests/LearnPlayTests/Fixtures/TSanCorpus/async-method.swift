// expect: write 19 loader.status; read 27 loader.status
// An async method of a class, run from a Task, sets a property the main thread reads.
import Foundation

final class Loader: @unchecked Sendable {  // unsafe on purpose: the race is the point
    var status = "idle"
    let ready = DispatchSemaphore(value: 0)
    let go = DispatchSemaphore(value: 0)
    let done = DispatchSemaphore(value: 0)

    func load() async {
        ready.signal()
        go.wait()
        await finish()
        done.signal()
    }

    private func finish() async {
        status = "loaded"
    }
}

let loader = Loader()
Task.detached { await loader.load() }
loader.go.signal()
loader.ready.wait()
print(loader.status)
loader.done.wait()
