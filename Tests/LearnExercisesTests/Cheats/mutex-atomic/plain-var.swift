// cheat: a plain count, checked and added with no lock and no atomic: a data race, whatever
// the page ends up holding.
// fails: race
final class Page: @unchecked Sendable {
    let limit: Int
    private var count = 0
    init(limit: Int) { self.limit = limit }
    func appendIfRoom() -> Bool {
        if count < limit {
            count += 1
            return true
        }
        return false
    }
    func rows() -> Int { count }
}
