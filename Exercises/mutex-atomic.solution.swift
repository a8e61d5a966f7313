// Exercise: mutex-atomic: never more rows than the page holds.
//
// The exercise's judge (`learn exercise mutex-atomic --judge` shows it) makes one `Page` of a
// limit it picks at run time, starts four writers, each on a thread of its own, and has each
// call `appendIfRoom()` a number of times it picks, counting the `true`s; then it asks the page
// how many rows it holds. Make the page never hold more than its limit, and `appendIfRoom()`
// return `true` exactly when it added a row, in every run and under every schedule learn tries,
// with the writers still adding at the same time, and ThreadSanitizer silent.
import Synchronization

final class Page: Sendable {
    let limit: Int
    private let count = Atomic(0)

    init(limit: Int) { self.limit = limit }

    /// Adds one row if the page has room; returns whether it added one.
    func appendIfRoom() -> Bool {
        var rows = count.load(ordering: .sequentiallyConsistent)  // room?
        while rows < limit {
            buildRow()
            let (added, now) = count.compareExchange(  // add it, if still `rows`
                expected: rows, desired: rows + 1, ordering: .sequentiallyConsistent)
            if added { return true }
            rows = now  // another writer added: check again
        }
        return false
    }

    /// How many rows the page holds.
    func rows() -> Int {
        count.load(ordering: .sequentiallyConsistent)
    }
}

/// Builds a row: a moment of work between the check and the add.
func buildRow() {
    var sum = 0
    for i in 0..<2000 { sum &+= i }
    if sum == -1 { print(sum) }
}
