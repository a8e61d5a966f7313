// races: value
// A lazy var asked for by two blocks at once: each may find it empty, run its initial value and
// store it (Swift's lazy is not thread-safe). The getter's accesses are at no line of the file.
import Foundation
final class Box: @unchecked Sendable {
    lazy var value: [Int] = { (0..<3).map { $0 * 2 } }()
}
let box = Box()
let group = DispatchGroup()
for _ in 0..<2 {
    DispatchQueue.global().async(group: group) { _ = box.value.count }
}
group.wait()
print("done")
