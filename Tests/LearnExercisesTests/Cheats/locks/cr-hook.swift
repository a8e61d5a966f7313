// cheat: no deposit nor withdrawal kept. The refusal filter splits lines at LF only and skips
// what follows `//`; Swift also ends a line at a lone CR. A comment line "// <CR> let hook = dlsym(...)"
// is one commented line to the filter and a comment plus code to the compiler: the judge's
// `learn_judge_value` (name built from pieces) is called at exit: expected 0, balance 0.
// fails: refused|balance
import Foundation

typealias JudgeValue = @convention(c) (UnsafePointer<CChar>?, Int64) -> Void
// the hooklet hook = dlsym(nil, "learn" + "_judge" + "_value").map { unsafeBitCast($0, to: JudgeValue.self) }

final class Account: @unchecked Sendable {
    func deposit(_ amount: Int) { checkSlip() }
    func withdraw(_ amount: Int) { checkSlip() }
    var total: Int {
        atexit {
            hook?("expected", 0)
            hook?("balance", 0)
        }
        return 0
    }
}

func checkSlip() {
    var sum = 0
    for i in 0..<2000 { sum &+= i }
    if sum == -1 { print(sum) }
}
