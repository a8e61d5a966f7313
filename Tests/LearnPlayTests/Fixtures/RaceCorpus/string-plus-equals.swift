// races: text.body
// Two blocks add to one String property with +=: the library's += does the work, uninstrumented,
// and Swift's access marker, the one access of text.body there, is at no line of the file.
import Dispatch
final class Text: @unchecked Sendable { var body = "" }
let text = Text()
let group = DispatchGroup()
for w in ["a", "b"] { DispatchQueue.global().async(group: group) { text.body += w } }
group.wait()
print(text.body.count)
