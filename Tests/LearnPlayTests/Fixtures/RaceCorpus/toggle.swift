// races: light.on always
// toggle() on a class's Bool from two blocks: the standard library's toggle runs whole, but the two calls race.
import Foundation
final class Switch { var on = false }
let light = Switch()
let group = DispatchGroup()
for _ in 0..<2 { DispatchQueue.global().async(group: group) { light.on.toggle() } }
group.wait()
print(light.on)
