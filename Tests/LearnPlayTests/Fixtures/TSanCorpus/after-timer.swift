// expect: write 17 poller.stopped; read 22 poller.stopped
// A timer-like asyncAfter block writes a flag that main reads.
import Foundation

final class Poller {
    var stopped = false
}

let poller = Poller()
let ready = DispatchSemaphore(value: 0)
let go = DispatchSemaphore(value: 0)
let group = DispatchGroup()
group.enter()
DispatchQueue.global().asyncAfter(deadline: .now() + 0.01) {
    ready.signal()
    go.wait()
    poller.stopped = true
    group.leave()
}
go.signal()
ready.wait()
if !poller.stopped { print("still polling") }
group.wait()
