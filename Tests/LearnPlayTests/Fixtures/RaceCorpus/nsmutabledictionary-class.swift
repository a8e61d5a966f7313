// races: entries
// A class keeps an NSMutableDictionary and two blocks of global() store into it.
import Foundation
final class Cache {
    let entries = NSMutableDictionary()
    func store(_ key: String, _ value: Int) { entries.setObject(value, forKey: key as NSString) }
}
let cache = Cache()
let group = DispatchGroup()
DispatchQueue.global().async(group: group) { cache.store("a", 1) }
DispatchQueue.global().async(group: group) { cache.store("b", 2) }
group.wait()
print(cache.entries.count)
