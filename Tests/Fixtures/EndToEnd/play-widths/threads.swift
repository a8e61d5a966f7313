// Four queues with long labels, each printing many lines at once.
import Foundation

let group = DispatchGroup()
for q in 0..<4 {
    let queue = DispatchQueue(label: "com.example.a-very-long-queue-label-for-widths-\(q)")
    queue.async(group: group) {
        for i in 0..<12 { print("queue \(q) says line \(i) of twelve") }
    }
}
group.wait()
print("all four queues finished")
