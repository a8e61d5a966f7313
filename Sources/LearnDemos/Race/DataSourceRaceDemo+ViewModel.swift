// swift-format-ignore-file
import LearnTrace
import Synchronization

extension DataSourceRaceDemo {
    /// The post's `ViewModel`, reduced to what the race is about: how many rows
    /// its `dataSource` holds, updated by a read, some work, then a write.
    ///
    /// The count is an `Atomic`, so each single read and each single write is
    /// whole and defined: the updates it loses come only from the gap between
    /// them. That is a *race condition*, not a data race (ThreadSanitizer stays
    /// silent). The post's real data race, on a plain array, is ``UnsafeViewModel``.
    final class ViewModel: Sendable {
        let rowCount = Atomic(0)
        /// Records a mark per row when the run asks for `traced=true` (the benchmark
        /// that proves the tracer does not hide the race); nil otherwise.
        let tracer: Tracer?

        init(tracer: Tracer? = nil) { self.tracer = tracer }

        // region: race/append-row
        /// Adds one row to the data source.
        func appendRow(window: Int) {
            Gate.pass("read count")                       // where `--schedule` may stop
            let rows = rowCount.load(ordering: .relaxed)  // 1. read the count
            RaceWindow.spin(window)                       // 2. build the row
            Gate.pass("write count", rows + 1)
            rowCount.store(rows + 1, ordering: .relaxed)  // 3. write count + 1
            tracer?.mark("append")                        // only with traced=true
        }
        // endregion
    }

    /// The post's view model as it really was: a plain `[String]` data source.
    ///
    /// WRONG ON PURPOSE: `@unchecked Sendable` lies to the compiler because the
    /// `array` variant MEANS to append to it from several threads at once, a data
    /// race (undefined behaviour: lost rows, a corrupted heap, or a crash).
    final class UnsafeViewModel: @unchecked Sendable {
        // region: race/array-state
        var dataSource = [String]()
        // endregion
    }
}
