// races: none
import Foundation
var message = ""
let ready = DispatchSemaphore(value: 0)
DispatchQueue.global().async {
    message = "hello"
    ready.signal()
}
ready.wait()
print(message)
