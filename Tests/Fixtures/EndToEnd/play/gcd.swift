// Every kind of work item the playground traces, with no data race: each shared value is
// touched on one queue only.
import Foundation

let serial = DispatchQueue(label: "serial")
let concurrent = DispatchQueue(label: "array_queue", attributes: .concurrent)
let group = DispatchGroup()

print("start")
serial.async { print("on serial") }
DispatchQueue.global().async(group: group) { print("in group") }
concurrent.async(group: group, flags: .barrier) { print("barrier") }
serial.sync { print("sync") }

let done = DispatchSemaphore(value: 0)
Thread {
    print("in thread")
    done.signal()
}.start()
done.wait()

let operations = OperationQueue()
operations.addOperation { print("operation") }
operations.waitUntilAllOperationsAreFinished()

let taskDone = DispatchSemaphore(value: 0)
Task {
    print("in task")
    taskDone.signal()
}
taskDone.wait()
group.wait()
serial.sync {}
trace.value("answer", 42)
print("end")
