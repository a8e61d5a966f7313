// races: none
import Foundation
var shared = 0
let queue = OperationQueue()
let first = BlockOperation { shared = 1 }
let second = BlockOperation { shared += 1 }
second.addDependency(first)
queue.addOperations([first, second], waitUntilFinished: true)
print(shared)
