// expect: write 13 ticks
// A closure kept in a property counts into the var it captured; two threads call it.
import Foundation

final class Ticker {
    var onTick: () -> Void = {}
}

func makeTicker() -> Ticker {
    let ticker = Ticker()
    var ticks = 0
    ticker.onTick = {
        ticks += 1
    }
    return ticker
}

let ticker = makeTicker()
let ready = DispatchSemaphore(value: 0)
let go = DispatchSemaphore(value: 0)
let done = DispatchSemaphore(value: 0)
Thread {
    ready.signal()
    go.wait()
    ticker.onTick()
    done.signal()
}.start()
go.signal()
ready.wait()
ticker.onTick()
done.wait()
