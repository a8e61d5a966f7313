// races: none
import Foundation
var result = 0
let done = DispatchSemaphore(value: 0)
let item = DispatchWorkItem { result = 5 }
item.notify(queue: .global()) {
    print(result)
    done.signal()
}
DispatchQueue.global().async(execute: item)
done.wait()
