// races: none
import Foundation
final class Box { var n = 0 }
let box = Box()
let done = DispatchSemaphore(value: 0)
let worker = Thread {
    box.n += 1
    done.signal()
}
box.n = 10
worker.start()
done.wait()
box.n += 1
print(box.n)
