// cheat: records the judge's own facts by calling the tracer's judge entry point.
// fails: refused
import Foundation

typealias Value = @convention(c) (UnsafePointer<CChar>?, Int64) -> Void

func queueJob(_ steps: [Operation], on queue: OperationQueue) {
    if let f = dlsym(dlopen(nil, RTLD_LAZY), "learn_judge_value") {
        unsafeBitCast(f, to: Value.self)("early", 0)
    }
    queue.addOperations(steps, waitUntilFinished: false)
}
