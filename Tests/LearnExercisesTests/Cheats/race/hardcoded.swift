// cheat: no deposit counted at all; the total is a constant, and the learner's own trace says 400.
// fails: all-counted
import Foundation

final class Account: @unchecked Sendable {
    func deposit(_ amount: Int) {}
    func total() -> Int {
        trace.value("balance", 400)
        return 400
    }
}
