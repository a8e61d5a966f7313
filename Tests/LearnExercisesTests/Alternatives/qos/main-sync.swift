// A right answer written differently from the reference: each computation waits on the main
// queue with `sync` while its result is shown (the main thread serves the main queue meanwhile).
import Foundation

func computeAndShow(
    _ inputs: [Int], compute: @escaping @Sendable (Int) -> Int, show: @escaping @Sendable (Int) -> Void
) {
    for n in inputs {
        DispatchQueue.global(qos: .userInteractive).async {
            let value = compute(n)
            DispatchQueue.main.sync { show(value) }
        }
    }
}
