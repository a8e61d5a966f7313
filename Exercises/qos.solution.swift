// Exercise: qos: do the work at high priority, show it on the main thread.
//
// The exercise's judge (its own code, which you do not edit) calls `computeAndShow` on the main
// thread with inputs it picks at run time, the computing to do on each one and the showing of
// each result; then the main thread serves the main queue. A result is computed on a
// `.userInteractive` global queue — which is *not* the main thread — and then shown. Showing
// belongs on the main thread. Make every result shown on the main thread, in every run and under
// every schedule learn tries, with the computing still off it, side by side at high priority —
// and ThreadSanitizer silent.
import Foundation

func computeAndShow(
    _ inputs: [Int], compute: @escaping @Sendable (Int) -> Int, show: @escaping @Sendable (Int) -> Void
) {
    for n in inputs {
        DispatchQueue.global(qos: .userInteractive).async {
            let value = compute(n)
            // The hop: back to the main queue to show it (000/E3).
            DispatchQueue.main.async { show(value) }
        }
    }
}
