// expect: write 11 progress; read 22 progress
// An async function, run in a Task, writes a global that the main thread reads.
import Foundation

nonisolated(unsafe) var progress = 0
let ready = DispatchSemaphore(value: 0)
let go = DispatchSemaphore(value: 0)
let done = DispatchSemaphore(value: 0)

func report(_ value: Int) async {
    progress = value
}

Task.detached {
    ready.signal()
    go.wait()
    await report(50)
    done.signal()
}
go.signal()
ready.wait()
print(progress)
done.wait()
