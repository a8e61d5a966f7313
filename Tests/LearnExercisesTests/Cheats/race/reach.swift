// cheat: records the judge's own facts by calling the tracer's judge entry point.
// fails: refused
import Foundation

typealias Value = @convention(c) (UnsafePointer<CChar>?, Int64) -> Void

final class Account: @unchecked Sendable {
    func deposit(_ amount: Int) {}
    func total() -> Int {
        if let f = dlsym(dlopen(nil, RTLD_LAZY), "learn_judge_value") {
            let value = unsafeBitCast(f, to: Value.self)
            value("balance", 7)
            value("expected", 7)
        }
        return 7
    }
}
