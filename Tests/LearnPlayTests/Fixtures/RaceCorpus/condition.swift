// races: none
import Foundation
let condition = NSCondition()
var ready = false
var value = 0
let producer = Thread {
    condition.lock()
    value = 42
    ready = true
    condition.signal()
    condition.unlock()
}
producer.start()
condition.lock()
while !ready { condition.wait() }
print(value)
condition.unlock()
