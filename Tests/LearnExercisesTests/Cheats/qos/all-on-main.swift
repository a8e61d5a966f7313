// cheat: computing and showing both go to the main queue: every show is on the main thread, and
// so is every computation.
// fails: compute-off-main
import Foundation

func computeAndShow(
    _ inputs: [Int], compute: @escaping @Sendable (Int) -> Int, show: @escaping @Sendable (Int) -> Void
) {
    for n in inputs {
        DispatchQueue.main.async { show(compute(n)) }
    }
}
