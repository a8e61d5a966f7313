// races: none
import Foundation
let queue = DispatchQueue(label: "cache")
var cache: [String: Int] = [:]
func value(for key: String) -> Int { queue.sync { cache[key, default: 0] } }
func store(_ key: String, _ v: Int) { queue.async { cache[key] = v } }
let group = DispatchGroup()
DispatchQueue.global().async(group: group) { store("a", 1) }
DispatchQueue.global().async(group: group) { _ = value(for: "a") }
group.wait()
print(value(for: "a") <= 1)
