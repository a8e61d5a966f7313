// races: none
import Foundation
let lock = NSLock()
var total = 0
DispatchQueue.concurrentPerform(iterations: 3) { i in
    lock.lock()
    total += i
    lock.unlock()
}
print(total)
