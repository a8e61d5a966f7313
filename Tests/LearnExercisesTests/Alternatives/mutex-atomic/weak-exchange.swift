// A right answer written differently from the reference: a weak compare-exchange (which may fail
// spuriously, so it always loops) with acquire/release orderings.
import Synchronization

final class Page: Sendable {
    let limit: Int
    private let count = Atomic(0)

    init(limit: Int) { self.limit = limit }

    func appendIfRoom() -> Bool {
        var seen = count.load(ordering: .acquiring)
        while seen < limit {
            let (exchanged, original) = count.weakCompareExchange(
                expected: seen, desired: seen + 1, successOrdering: .acquiringAndReleasing, failureOrdering: .acquiring)
            if exchanged { return true }
            seen = original
        }
        return false
    }

    func rows() -> Int { count.load(ordering: .acquiring) }
}
