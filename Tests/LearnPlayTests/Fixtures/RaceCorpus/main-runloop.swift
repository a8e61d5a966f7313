// races: none
import Foundation
// A block queued on main, run by main's own run loop, and main's code before and after the run:
// one thread in program order, nothing to race (the detector once gave the block a context of its own).
final class Box: @unchecked Sendable { var total = 0 }
let box = Box()
box.total = 1
DispatchQueue.global().async {
    DispatchQueue.main.async { box.total += 10 }
}
RunLoop.main.run(until: Date() + 0.2)
box.total += 100
print("total", box.total)
