// races: data
// The signal comes before the write it should publish.
import Foundation
var data = 0
let ready = DispatchSemaphore(value: 0)
DispatchQueue.global().async {
    ready.signal()
    data = 42
}
ready.wait()
print(data)
