// races: results.values
// Two threads write different indices of one Array property: two modify accesses of
// results.values at once, which ThreadSanitizer reports too ("Swift access race"). The group
// orders both before main's read.
import Foundation
final class Results { var values: [Int] = [0, 0] }
let results = Results()
let group = DispatchGroup()
for i in 0..<2 {
    group.enter()
    Thread {
        results.values[i] = i + 1
        group.leave()
    }.start()
}
group.wait()
print(results.values)
