// expect: write 18 thermostat.target; write 23 thermostat.target
// A property with a didSet observer, set on two threads.
import Foundation

final class Thermostat {
    var target = 20 {
        didSet { print("target \(target)") }
    }
}

let thermostat = Thermostat()
let ready = DispatchSemaphore(value: 0)
let go = DispatchSemaphore(value: 0)
let done = DispatchSemaphore(value: 0)
Thread {
    ready.signal()
    go.wait()
    thermostat.target = 22
    done.signal()
}.start()
go.signal()
ready.wait()
thermostat.target = 18
done.wait()
