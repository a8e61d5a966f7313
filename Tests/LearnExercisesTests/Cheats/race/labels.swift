// cheat: the checks' labels emitted by the learner's own trace, without the work.
// fails: all-counted
import Foundation

final class Account: @unchecked Sendable {
    var balance = 0
    func deposit(_ amount: Int) {
        trace.span("teller") { trace.span("deposit") {} }
        trace.value("expected", 0)
    }
    func total() -> Int {
        trace.value("balance", 0)
        trace.value("expected", 0)
        return 0
    }
}
