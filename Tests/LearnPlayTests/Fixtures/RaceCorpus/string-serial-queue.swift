// races: none
// Two blocks add to one String, each on one serial queue.
import Dispatch
final class Text: @unchecked Sendable { var body = "" }
let text = Text()
let serial = DispatchQueue(label: "text")
let group = DispatchGroup()
for w in ["a", "b"] { serial.async(group: group) { text.body += w } }
group.wait()
print(text.body.count)
