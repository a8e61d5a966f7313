// races: value|memory
// Check-then-act on a lazily made value, from two blocks.
import Foundation
final class Cache { var value: Int? = nil
  func get() -> Int { if let v = value { return v }; let made = 7; value = made; return made } }
let cache = Cache()
let group = DispatchGroup()
for _ in 0..<2 { DispatchQueue.global().async(group: group) { _ = cache.get() } }
group.wait()
print(cache.value ?? 0)
