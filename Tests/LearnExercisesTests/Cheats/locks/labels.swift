// cheat: the checks' labels emitted by the learner's own trace, without the work.
// fails: balance
import Foundation

final class Account: @unchecked Sendable {
    func deposit(_ amount: Int) { trace.span("deposit") {} }
    func withdraw(_ amount: Int) { trace.span("withdraw") {} }
    var total: Int {
        trace.value("balance", 0)
        trace.value("expected", 0)
        trace.value("interleaved", 3)
        return 0
    }
}
