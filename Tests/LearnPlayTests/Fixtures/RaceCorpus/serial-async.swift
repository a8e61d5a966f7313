// races: none
import Foundation
var count = 0
let q = DispatchQueue(label: "counter")
for _ in 0..<2 { q.async { count += 1 } }
q.sync { print(count) }
