// replays: a crash inside malloc, its heap broken by a write into a freed block
import Foundation
let block = UnsafeMutablePointer<Int>.allocate(capacity: 4)
block.initialize(repeating: 0, count: 4)
let started = DispatchSemaphore(value: 0)
Thread { started.signal() }.start()
started.wait()
print("breaking the heap")
block.deallocate()
block[0] = 0x4141_4141  // the freed block's link to the next, overwritten on purpose
let again = UnsafeMutablePointer<Int>.allocate(capacity: 4)  // takes the block back
let broken = UnsafeMutablePointer<Int>.allocate(capacity: 4)  // follows the broken link
print(again, broken)
