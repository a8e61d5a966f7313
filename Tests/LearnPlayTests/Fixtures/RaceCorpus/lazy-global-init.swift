// races: none
import Foundation
final class Config { var name = "default" }
let config = Config()
let group = DispatchGroup()
for _ in 0..<2 { DispatchQueue.global().async(group: group) { print(config.name) } }
group.wait()
