// cheat: no step queued; the learner's own trace records the steps' spans, in order, and the
// figures the checks name.
// fails: all-ran
import Foundation

func queueJob(_ steps: [Operation], on queue: OperationQueue) {
    for name in ["load-data", "load-images", "process-images", "secondary"] {
        trace.span(name) {}
    }
    trace.value("ran", 4)
    trace.value("early", 0)
}
