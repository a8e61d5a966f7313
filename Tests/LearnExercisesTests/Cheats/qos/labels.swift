// cheat: the checks' labels emitted by the learner's own trace on the main thread, and the
// figures, without the work.
// fails: all-computed
import Foundation

func computeAndShow(
    _ inputs: [Int], compute: @escaping @Sendable (Int) -> Int, show: @escaping @Sendable (Int) -> Void
) {
    DispatchQueue.global(qos: .userInteractive).async { trace.span("compute") {} }
    for _ in inputs { trace.span("show") {} }
    trace.value("computed", inputs.count)
    trace.value("right", inputs.count)
    trace.value("shown-off-main", 0)
}
