// cheat: the starter's check-then-act, with the count it reports clamped to the limit: the rows
// too many are still there, only hidden.
// fails: told-truly
import Synchronization

final class Page: Sendable {
    let limit: Int
    private let count = Atomic(0)
    init(limit: Int) { self.limit = limit }
    func appendIfRoom() -> Bool {
        if count.load(ordering: .sequentiallyConsistent) < limit {
            buildRow()
            count.wrappingAdd(1, ordering: .sequentiallyConsistent)
            return true
        }
        return false
    }
    func rows() -> Int { min(count.load(ordering: .sequentiallyConsistent), limit) }
}

func buildRow() {
    var sum = 0
    for i in 0..<2000 { sum &+= i }
    if sum == -1 { print(sum) }
}
