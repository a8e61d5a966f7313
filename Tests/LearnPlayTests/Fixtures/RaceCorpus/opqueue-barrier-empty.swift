// races: x
// corelibs Foundation: a barrier block added to an OperationQueue with nothing left in it runs on
// the queue's own dispatch queue, not as an operation, so waitUntilAllOperationsAreFinished() does
// not wait for it. Run bare on this machine, a copy with a 50 ms sleep in the barrier printed
// "x = 0" in 5 runs of 5: main's read and the block's write are a data race.
import Foundation

var x = 0
let queue = OperationQueue()
queue.addOperation {}
queue.waitUntilAllOperationsAreFinished()  // the queue is empty now
queue.addBarrierBlock { x = 1 }
queue.waitUntilAllOperationsAreFinished()
print("x = \(x)")
