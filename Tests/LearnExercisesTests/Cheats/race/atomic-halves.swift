// cheat: a read-modify-write split into an atomic load and an atomic store: ThreadSanitizer sees no race, free runs rarely lose a deposit.
// fails: all-counted
import Foundation
import Synchronization

final class Account: Sendable {
    private let balance = Atomic<Int>(0)
    func deposit(_ amount: Int) {
        let old = balance.load(ordering: .relaxed)
        Thread.sleep(forTimeInterval: 0)
        balance.store(old + amount, ordering: .relaxed)
    }
    func total() -> Int { balance.load(ordering: .relaxed) }
}
