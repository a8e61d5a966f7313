// A right answer written differently from the reference: the balance lives inside a `Mutex`.
import Synchronization

final class Account: Sendable {
    private let balance = Mutex(0)

    func deposit(_ amount: Int) { balance.withLock { $0 += amount } }

    func withdraw(_ amount: Int) { balance.withLock { $0 -= amount } }

    var total: Int { balance.withLock { $0 } }
}
