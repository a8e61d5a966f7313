// cheat: keeps the rows in an NSMutableArray that a helper makes, so the file never names the
// class where it declares the store; no lock, no queue. Foundation is not instrumented: only
// what the store holds tells the race detector that `add` writes one array from many threads.
// fails: race|all-rows|no-extra
import Foundation

func makeStore() -> NSMutableArray { NSMutableArray() }

final class DataSource: @unchecked Sendable {
    private var items = makeStore()

    func add(_ item: String) {
        items.add(item)
    }

    /// The rows so far.
    var rows: [String] { items.compactMap { $0 as? String } }
}
