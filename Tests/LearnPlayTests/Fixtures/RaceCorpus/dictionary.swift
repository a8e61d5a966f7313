// races: scores
// Two blocks store into one global Dictionary.
import Foundation
var scores: [String: Int] = [:]
let group = DispatchGroup()
for name in ["a", "b"] {
    DispatchQueue.global().async(group: group) { scores[name] = 1 }
}
group.wait()
print(scores.count)
