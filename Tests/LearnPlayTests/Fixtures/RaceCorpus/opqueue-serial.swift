// races: none
import Foundation
var total = 0
let queue = OperationQueue()
queue.maxConcurrentOperationCount = 1
for i in 1...3 { queue.addOperation { total += i } }
queue.waitUntilAllOperationsAreFinished()
print(total)
