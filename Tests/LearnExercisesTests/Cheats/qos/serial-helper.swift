// cheat: the computations all go through a helper whose work runs on one serial queue made in a
// static initializer, so they take turns; the hop to the main queue is right.
// fails: side-by-side
import Foundation

enum Worker {
    static let line = DispatchQueue(label: "worker", qos: .userInteractive)
    static func run(_ body: @escaping @Sendable () -> Void) { line.async(execute: body) }
}

func computeAndShow(
    _ inputs: [Int], compute: @escaping @Sendable (Int) -> Int, show: @escaping @Sendable (Int) -> Void
) {
    for n in inputs {
        Worker.run {
            let value = compute(n)
            DispatchQueue.main.async { show(value) }
        }
    }
}
