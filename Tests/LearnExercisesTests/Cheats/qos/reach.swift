// cheat: records the judge's own facts by calling the tracer's judge entry point.
// fails: refused
import Foundation

typealias Value = @convention(c) (UnsafePointer<CChar>?, Int64) -> Void

func computeAndShow(
    _ inputs: [Int], compute: @escaping @Sendable (Int) -> Int, show: @escaping @Sendable (Int) -> Void
) {
    if let f = dlsym(dlopen(nil, RTLD_LAZY), "learn_judge_value") {
        unsafeBitCast(f, to: Value.self)("shown-off-main", 0)
    }
    for n in inputs { show(compute(n)) }
}
