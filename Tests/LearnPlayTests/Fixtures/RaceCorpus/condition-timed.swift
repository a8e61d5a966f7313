// races: none
import Foundation
let condition = NSCondition()
var ready = false
Thread {
    Thread.sleep(forTimeInterval: 0.01)
    condition.lock(); ready = true; condition.signal(); condition.unlock()
}.start()
condition.lock()
var timedOut = false
while !ready && !timedOut { timedOut = !condition.wait(until: Date().addingTimeInterval(2)) }
print(ready ? "ready" : "timed out")
condition.unlock()
