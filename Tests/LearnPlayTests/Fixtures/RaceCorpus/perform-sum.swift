// races: sum.total
// concurrentPerform's iterations run at once: += on one property races.
import Foundation
final class Sum { var total = 0 }
let sum = Sum()
DispatchQueue.concurrentPerform(iterations: 2) { i in sum.total += i }
print(sum.total)
