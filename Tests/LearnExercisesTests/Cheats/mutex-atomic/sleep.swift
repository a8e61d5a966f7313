// cheat: the starter's check-then-act, each append first waiting a random moment, hoping the
// writers then never meet at the limit.
// fails: within-limit
import Foundation
import Synchronization

final class Page: Sendable {
    let limit: Int
    private let count = Atomic(0)
    init(limit: Int) { self.limit = limit }
    func appendIfRoom() -> Bool {
        usleep(UInt32.random(in: 0...200))
        if count.load(ordering: .sequentiallyConsistent) < limit {
            count.wrappingAdd(1, ordering: .sequentiallyConsistent)
            return true
        }
        return false
    }
    func rows() -> Int { count.load(ordering: .sequentiallyConsistent) }
}
