// races: counts.byWord
// Two blocks count words in one Dictionary with a default subscript: different keys, one
// dictionary (its markers are at no line of the file).
import Dispatch
final class Counts: @unchecked Sendable { var byWord: [String: Int] = [:] }
let counts = Counts()
let group = DispatchGroup()
for w in ["x", "y"] { DispatchQueue.global().async(group: group) { counts.byWord[w, default: 0] += 1 } }
group.wait()
print(counts.byWord.count)
