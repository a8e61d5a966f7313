// cheat: the page says it is full without holding a row: `rows()` answers the limit, and no
// append ever adds or says `true`.
// fails: told-truly
import Synchronization

final class Page: Sendable {
    let limit: Int
    init(limit: Int) { self.limit = limit }
    func appendIfRoom() -> Bool { false }
    func rows() -> Int { limit }
}
