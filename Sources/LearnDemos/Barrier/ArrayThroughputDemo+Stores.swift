import Dispatch
import Foundation

extension ArrayThroughputDemo {
    /// One way to guard an array, measured by the `array-throughput` demo.
    protocol Store: Sendable {
        /// Reads one element, spending `work` nanoseconds while it holds the array.
        func read(_ index: Int, work: Int) -> Int
        func write(_ element: Int)
        /// Returns once every write sent so far has run.
        func drain()
    }

    /// A serial queue: one operation at a time, reads with `sync`, writes with `async`.
    final class SerialStore: Store, @unchecked Sendable {
        // @unchecked: `storage` is only touched on `queue`.
        private var storage = Array(0..<64)
        private let queue = DispatchQueue(label: "serial_array")
        func read(_ index: Int, work: Int) -> Int {
            queue.sync {
                RaceWindow.spin(work)
                return storage[index % 64]
            }
        }
        func write(_ element: Int) { queue.async { self.storage.append(element) } }
        func drain() { queue.sync {} }
    }

    /// A concurrent queue: reads with `sync` side by side, writes with `async(flags: .barrier)`.
    final class BarrierStore: Store, @unchecked Sendable {
        // @unchecked: `storage` is read on `queue` and written only by barrier blocks.
        private var storage = Array(0..<64)
        private let queue = DispatchQueue(label: "barrier_array", attributes: .concurrent)
        func read(_ index: Int, work: Int) -> Int {
            queue.sync {
                RaceWindow.spin(work)
                return storage[index % 64]
            }
        }
        func write(_ element: Int) { queue.async(flags: .barrier) { self.storage.append(element) } }
        func drain() { queue.sync(flags: .barrier) {} }
    }

    /// An `NSLock`: every read and write holds it, no queue at all.
    final class LockedStore: Store, @unchecked Sendable {
        // @unchecked: `storage` is only touched while `lock` is held.
        private var storage = Array(0..<64)
        private let lock = NSLock()
        func read(_ index: Int, work: Int) -> Int {
            lock.withLock {
                RaceWindow.spin(work)
                return storage[index % 64]
            }
        }
        func write(_ element: Int) { lock.withLock { storage.append(element) } }
        func drain() {}
    }
}
