// cheat: one serial queue of high priority computes every result, then hops to main: shown on
// main, but the computations take turns.
// fails: side-by-side
import Foundation

let worker = DispatchQueue(label: "worker", qos: .userInteractive)

func computeAndShow(
    _ inputs: [Int], compute: @escaping @Sendable (Int) -> Int, show: @escaping @Sendable (Int) -> Void
) {
    for n in inputs {
        worker.async {
            let value = compute(n)
            DispatchQueue.main.async { show(value) }
        }
    }
}
