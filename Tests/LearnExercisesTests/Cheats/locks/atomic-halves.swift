// cheat: an atomic balance, but read and written in two steps: no data race for ThreadSanitizer, and still a lost update.
// fails: balance
import Foundation
import Synchronization

final class Account: Sendable {
    private let balance = Atomic<Int>(0)
    func deposit(_ amount: Int) {
        let old = balance.load(ordering: .relaxed)
        Thread.sleep(forTimeInterval: 0)
        balance.store(old + amount, ordering: .relaxed)
    }
    func withdraw(_ amount: Int) {
        let old = balance.load(ordering: .relaxed)
        Thread.sleep(forTimeInterval: 0)
        balance.store(old - amount, ordering: .relaxed)
    }
    var total: Int { balance.load(ordering: .relaxed) }
}
