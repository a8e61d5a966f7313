// Exercise: qos: do the work at high priority, show it on the main thread.
//
// A result is computed on a `.userInteractive` global queue — which is *not* the main
// thread — and then shown. Showing belongs on the main thread. Make every `show` run on the
// main thread, in every run, with the computing still off it.
import Foundation

nonisolated(unsafe) var shown = 0  // meant to be touched only on the main thread

func show(_ value: Int) {
    trace.span("show") {
        shown += 1
        print("result: \(value)")
    }
    if shown == 3 { exit(0) }
}

for n in 1...3 {
    DispatchQueue.global(qos: .userInteractive).async {
        let value = trace.span("compute") { (1...10_000).reduce(0, +) * n }
        show(value)
    }
}
// The main thread serves the main queue (`dispatchMain()` would hand it to a worker on Linux).
RunLoop.main.run()
