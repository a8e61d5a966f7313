// expect: write 17 score.points; write 22 score.points
// Two blocks on one custom concurrent queue write the same property.
import Foundation

final class Score {
    var points = 0
}

let score = Score()
let queue = DispatchQueue(label: "scores", attributes: .concurrent)
let ready = DispatchSemaphore(value: 0)
let go = DispatchSemaphore(value: 0)
let group = DispatchGroup()
queue.async(group: group) {
    ready.signal()
    go.wait()
    score.points = 1
}
queue.async(group: group) {
    go.signal()
    ready.wait()
    score.points = 2
}
group.wait()
print(score.points)
