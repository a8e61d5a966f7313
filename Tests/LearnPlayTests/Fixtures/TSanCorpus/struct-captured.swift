// expect: write 18 point.x; read ? point.x
// A struct held in a local var, captured by reference by the closure a thread runs.
import Foundation

struct Point {
    var x = 0
    var y = 0
}

func move() {
    var point = Point()
    let ready = DispatchSemaphore(value: 0)
    let go = DispatchSemaphore(value: 0)
    let done = DispatchSemaphore(value: 0)
    Thread {
        ready.signal()
        go.wait()
        point.x = 3
        done.signal()
    }.start()
    go.signal()
    ready.wait()
    let seen = point.x
    done.wait()
    print(seen, point.y)
}

move()
