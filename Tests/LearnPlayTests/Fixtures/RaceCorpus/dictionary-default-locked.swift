// races: none
// The same word count, each += inside one lock.
import Foundation
final class Counts: @unchecked Sendable {
    private let lock = NSLock()
    private var byWord: [String: Int] = [:]
    func add(_ word: String) { lock.withLock { byWord[word, default: 0] += 1 } }
    var total: Int { lock.withLock { byWord.count } }
}
let counts = Counts()
let group = DispatchGroup()
for w in ["x", "y"] { DispatchQueue.global().async(group: group) { counts.add(w) } }
group.wait()
print(counts.total)
