// replays: a crash inside malloc, its heap broken by a write into a freed block
import Foundation
let block = UnsafeMutablePointer<Int>.allocate(capacity: 4)
block.initialize(repeating: 0, count: 4)
let started = DispatchSemaphore(value: 0)
Thread { started.signal() }.start()
started.wait()
print("breaking the heap")
block.deallocate()
// The freed block's link to the next, overwritten on purpose. glibc keeps it masked by the
// block's address (safe-linking): masked the same way, the link reads 0x41414149 whatever the
// address, misaligned, so malloc aborts in every process. A plain 0x41414141 read back as
// another address in each process, and one in sixteen was aligned: malloc followed it and
// crashed with SIGSEGV instead (a replay started afresh differed from the search's runs).
block[0] = Int(bitPattern: UInt(bitPattern: block) >> 12) ^ 0x4141_4149
let again = UnsafeMutablePointer<Int>.allocate(capacity: 4)  // takes the block back
let broken = UnsafeMutablePointer<Int>.allocate(capacity: 4)  // follows the broken link
print(again, broken)
