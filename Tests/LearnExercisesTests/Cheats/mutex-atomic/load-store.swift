// cheat: the race lesson's read then write on an atomic: a store of the count it checked, plus
// one, can never pass the limit, but two writers that checked the same count store the same
// value, and one of their rows is lost though both said `true`.
// fails: told-truly
import Synchronization

final class Page: Sendable {
    let limit: Int
    private let count = Atomic(0)
    init(limit: Int) { self.limit = limit }
    func appendIfRoom() -> Bool {
        let seen = count.load(ordering: .sequentiallyConsistent)
        if seen < limit {
            buildRow()
            count.store(seen + 1, ordering: .sequentiallyConsistent)
            return true
        }
        return false
    }
    func rows() -> Int { count.load(ordering: .sequentiallyConsistent) }
}

func buildRow() {
    var sum = 0
    for i in 0..<2000 { sum &+= i }
    if sum == -1 { print(sum) }
}
