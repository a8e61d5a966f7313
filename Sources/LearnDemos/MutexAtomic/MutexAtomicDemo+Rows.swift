// swift-format-ignore-file
import Dispatch
import Foundation
import LearnTrace
import Synchronization

extension MutexAtomicDemo {
    /// The data source's row count, kept whole by one of four tools. Each
    /// `append()` is one row a writer adds; `rows` is read once every writer is done.
    protocol RowCount: Sendable {
        func append()
        var rows: Int { get }
    }

    // region: mutex-atomic/mutex
    final class MutexRows: RowCount {  // Sendable: the compiler checks it
        let count = Mutex(0)
        func append() { count.withLock { $0 += 1 } }
        var rows: Int { count.withLock { $0 } }
    }
    // endregion

    // region: mutex-atomic/atomic
    final class AtomicRows: RowCount {  // Sendable: the compiler checks it
        let count = Atomic(0)
        func append() { count.wrappingAdd(1, ordering: .relaxed) }
        var rows: Int { count.load(ordering: .relaxed) }
    }
    // endregion

    // region: mutex-atomic/nslock
    final class LockedRows: RowCount, @unchecked Sendable {  // `lock` guards
        private let lock = NSLock()
        private var count = 0
        func append() { lock.lock(); count += 1; lock.unlock() }
        var rows: Int { lock.withLock { count } }
    }
    // endregion

    // region: mutex-atomic/serial
    final class QueuedRows: RowCount, @unchecked Sendable {  // `queue` guards
        private let queue = DispatchQueue(label: "data_source_update_queue")
        private var count = 0
        func append() { queue.sync { count += 1 } }
        var rows: Int { queue.sync { count } }
    }
    // endregion

    /// A page of the table that holds at most `limit` rows, its count an `Atomic`.
    ///
    /// Every access to `count` is atomic and sequentially consistent, so no data
    /// race detector has anything to report; `appendIfRoom` still overshoots the
    /// limit, because its check and its add are two steps (a *race condition*).
    final class Page: Sendable {
        let count = Atomic(0)
        /// How often a compare-and-exchange found the count changed since its check.
        let retries = Atomic(0)

        // region: mutex-atomic/check-then-act
        /// Adds one row if the page has room: check, build the row, add.
        func appendIfRoom(limit: Int, window: Int) {
            Gate.pass("check count")            // where `--schedule` may stop
            if count.load(ordering: .sequentiallyConsistent) < limit {  // 1. room?
                RaceWindow.spin(window)                                  // 2. build
                Gate.pass("add row")
                count.wrappingAdd(1, ordering: .sequentiallyConsistent)  // 3. add
            }
        }
        // endregion

        // region: mutex-atomic/compare-exchange
        /// Adds one row if the page has room and nobody added since the check.
        func appendIfRoomExchanging(limit: Int, window: Int) {
            Gate.pass("check count")
            var rows = count.load(ordering: .sequentiallyConsistent)  // 1. room?
            while rows < limit {
                RaceWindow.spin(window)                    // 2. build the row
                Gate.pass("add row")
                let (added, now) = count.compareExchange(  // 3. add it, if the
                    expected: rows, desired: rows + 1,     //    count is still
                    ordering: .sequentiallyConsistent)     //    `rows`
                if added { return }
                retries.wrappingAdd(1, ordering: .relaxed)
                rows = now                         // it changed: check again
            }
        }
        // endregion
    }

    /// The same page, its check and add under one `Mutex`.
    final class LockedPage: Sendable {
        // region: mutex-atomic/locked-check
        let count = Mutex(0)

        /// Adds one row if the page has room: check and add under one lock.
        func appendIfRoom(limit: Int, window: Int) {
            count.withLock { rows in
                if rows < limit {               // 1. room?
                    RaceWindow.spin(window)     // 2. build the row, locked
                    rows += 1                   // 3. add it
                }
            }
        }
        // endregion
    }
}
