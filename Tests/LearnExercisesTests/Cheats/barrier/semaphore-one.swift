// cheat: the reads and writes all pass through a helper that takes one DispatchSemaphore(value: 1)
// made in a static initializer: everything takes turns.
// fails: reads-together
import Foundation

enum Turnstile {
    static let gate = DispatchSemaphore(value: 1)
    static func through<T>(_ body: () -> T) -> T {
        gate.wait()
        defer { gate.signal() }
        return body()
    }
}

final class SafeArray: @unchecked Sendable {
    private var storage: [Int] = []
    private let queue = DispatchQueue(label: "array", attributes: .concurrent)

    func write(_ body: @escaping @Sendable (inout [Int]) -> Void) {
        queue.sync { Turnstile.through { body(&storage) } }
    }

    func read<T>(_ body: ([Int]) -> T) -> T {
        queue.sync { Turnstile.through { body(storage) } }
    }
}
