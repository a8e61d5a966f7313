// cheat: no deposit or withdrawal counted; the total is a constant, and the learner's own trace says 100.
// fails: balance
import Foundation

final class Account: @unchecked Sendable {
    func deposit(_ amount: Int) {}
    func withdraw(_ amount: Int) {}
    var total: Int {
        trace.value("balance", 100)
        return 100
    }
}
