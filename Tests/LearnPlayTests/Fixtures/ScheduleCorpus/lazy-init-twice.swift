// reveals: "made 2"
// Check-then-act: two threads both see no cache and both make one.
import Foundation

var made = 0
var cache: String?

func shared() -> String {
    if cache == nil {
        made += 1
        cache = "config"
    }
    return cache!
}

let group = DispatchGroup()
for _ in 0..<2 {
    DispatchQueue.global().async(group: group) { _ = shared() }
}
group.wait()
print("made \(made)")
