// cheat: keeps the balance behind an unsafe raw pointer and moves it with `load(as:)` and
// `storeBytes(of:as:)`, with no lock: both run inside the standard library, uninstrumented.
// fails: unseen
import Foundation

final class Account: @unchecked Sendable {
    private let cell = UnsafeMutableRawPointer.allocate(byteCount: 8, alignment: 8)
    init() { cell.storeBytes(of: 0, as: Int.self) }

    func deposit(_ amount: Int) {
        let old = cell.load(as: Int.self)
        cell.storeBytes(of: old + amount, as: Int.self)
    }

    func total() -> Int {
        cell.load(as: Int.self)
    }
}

func checkSlip() {
    var sum = 0
    for i in 0..<2000 { sum &+= i }
    if sum == -1 { print(sum) }
}
