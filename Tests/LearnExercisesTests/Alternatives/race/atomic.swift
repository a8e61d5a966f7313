// A right answer written differently from the reference: an atomic add, no lock at all.
import Foundation
import Synchronization

final class Account: Sendable {
    private let balance = Atomic<Int>(0)

    func deposit(_ amount: Int) { balance.wrappingAdd(amount, ordering: .relaxed) }

    func total() -> Int { balance.load(ordering: .relaxed) }
}
