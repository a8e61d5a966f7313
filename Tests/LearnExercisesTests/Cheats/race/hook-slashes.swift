// cheat: no deposit kept. The refusal filter reads a line only up to its first `//`, so a string
// "//" earlier on the line hides `dlsym` and a name built from pieces: the judge's own
// `learn_judge_value` is then called at exit (last value wins) with balance == expected == 0.
// fails: refused|all-counted
import Foundation

typealias JudgeValue = @convention(c) (UnsafePointer<CChar>?, Int64) -> Void
let hookName = "learn" + "_judge" + "_value"
let slashes = "//"; let hook = dlsym(nil, hookName).map { unsafeBitCast($0, to: JudgeValue.self) }

final class Account: @unchecked Sendable {
    func deposit(_ amount: Int) { checkSlip() }
    func total() -> Int {
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
