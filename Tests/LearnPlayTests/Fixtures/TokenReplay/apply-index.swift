// replays: which thread runs which iteration of concurrentPerform (libdispatch's own counter)
import Foundation
final class Last: @unchecked Sendable { var value = -1 }
let last = Last()
DispatchQueue.concurrentPerform(iterations: 3) { i in last.value = i * 10 }
print("last", last.value)
