// cheat: reads and writes the balance through a key path, with no lock: the standard library
// applies the key path, where no instrumentation sees the access, and the window is short.
// fails: unseen
import Foundation

final class Account: @unchecked Sendable {
    var balance = 0

    func deposit(_ amount: Int) {
        let path: ReferenceWritableKeyPath<Account, Int> = \.balance
        let old = self[keyPath: path]
        self[keyPath: path] = old + amount
    }

    func total() -> Int {
        self[keyPath: \.balance]
    }
}

func checkSlip() {
    var sum = 0
    for i in 0..<2000 { sum &+= i }
    if sum == -1 { print(sum) }
}
