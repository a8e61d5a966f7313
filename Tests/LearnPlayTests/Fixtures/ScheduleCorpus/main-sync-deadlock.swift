// reveals: deadlock
// A block on queue `a` waits for `b` while a block on `b` waits for `a`, started from a serial queue each.
import Foundation

let a = DispatchQueue(label: "a")
let b = DispatchQueue(label: "b")
var steps = 0
let done = DispatchSemaphore(value: 0)
a.async {
    steps += 1
    b.sync { steps += 1 }
    done.signal()
}
b.async {
    steps += 1
    a.sync { steps += 1 }
    done.signal()
}
done.wait()
done.wait()
print("steps = \(steps)")
