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
// ko: `thermostat.target`:; 18번 줄에서 (`target`의 setter 안, 18번 줄의 클로저에서 호출됨) 썼습니다; 23번 줄에서 (`target`의 setter 안, 23번 줄에서 호출됨) 썼습니다
