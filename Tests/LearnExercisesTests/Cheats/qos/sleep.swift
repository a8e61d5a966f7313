// cheat: the results are computed off main into an array, and the main thread sleeps long
// enough for them (in a free run) before showing what is there.
// fails: problem|all-shown|just-them, race
import Foundation

nonisolated(unsafe) var results: [Int] = []

func computeAndShow(
    _ inputs: [Int], compute: @escaping @Sendable (Int) -> Int, show: @escaping @Sendable (Int) -> Void
) {
    for n in inputs {
        DispatchQueue.global(qos: .userInteractive).async {
            let value = compute(n)
            results.append(value)
        }
    }
    usleep(30_000)
    for value in results { show(value) }
}
