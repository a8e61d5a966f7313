// expect: write 13 total; read 18 total
// A local var captured by a closure that runs on another thread.
import Foundation

func run() {
    var total = 0
    let ready = DispatchSemaphore(value: 0)
    let go = DispatchSemaphore(value: 0)
    let done = DispatchSemaphore(value: 0)
    Thread {
        ready.signal()
        go.wait()
        total = 5
        done.signal()
    }.start()
    go.signal()
    ready.wait()
    print(total)
    done.wait()
}

run()
