// cheat: nothing computed: each result is worked out right there on the main thread and shown.
// fails: all-computed
import Foundation

func computeAndShow(
    _ inputs: [Int], compute: @escaping @Sendable (Int) -> Int, show: @escaping @Sendable (Int) -> Void
) {
    for n in inputs { show(n * 50_005_000) }
}
