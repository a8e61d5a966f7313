// cheat: writes as barriers, but a read skips the queue: it sleeps a moment, "long enough for the writes to land", and reads the storage directly.
// fails: read-own-writes|write-alone
import Foundation

final class SafeArray: @unchecked Sendable {
    private var storage: [Int] = []
    private let queue = DispatchQueue(label: "array", attributes: .concurrent)
    func write(_ body: @escaping @Sendable (inout [Int]) -> Void) {
        queue.async(flags: .barrier) { body(&self.storage) }
    }
    func read<T>(_ body: ([Int]) -> T) -> T {
        usleep(2000)
        return body(storage)
    }
}
