// cheat: records the judge's own facts by calling the tracer's judge entry point.
// fails: refused
import Foundation

typealias Value = @convention(c) (UnsafePointer<CChar>?, Int64) -> Void

class AsyncSumOperation: Operation, @unchecked Sendable {
    let lhs: Int
    let rhs: Int
    var result: Int?
    init(lhs: Int, rhs: Int, add: @escaping @Sendable (Int, Int) -> Int) {
        self.lhs = lhs
        self.rhs = rhs
    }
    override func main() {
        result = lhs + rhs
        if let f = dlsym(dlopen(nil, RTLD_LAZY), "learn_judge_value") {
            unsafeBitCast(f, to: Value.self)("added", 5)
        }
    }
}
