// races: none
import Foundation
final class Results { var a = 0; var b = 0 }
let results = Results()
let group = DispatchGroup()
let done = DispatchSemaphore(value: 0)
DispatchQueue.global().async(group: group) { results.a = 1 }
DispatchQueue.global().async(group: group) { results.b = 2 }
group.notify(queue: .global()) {
    print(results.a + results.b)
    done.signal()
}
done.wait()
