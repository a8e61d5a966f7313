// races: none
import Foundation
var message = "none"
let done = DispatchSemaphore(value: 0)
DispatchQueue.global().asyncAfter(deadline: .now() + 0.5) {
    message = "later"
    done.signal()
}
done.wait()
print(message)
