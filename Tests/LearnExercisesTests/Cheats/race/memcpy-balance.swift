// cheat: keeps the balance in raw memory and moves it with the C library's `memcpy`, with no
// lock: no Swift load or store touches it, so no instrumented access (and no gate) is there,
// and the window between the two copies is too short for most free runs to lose a deposit.
// fails: race
import Foundation

final class Account: @unchecked Sendable {
    private let cell = UnsafeMutableRawPointer.allocate(byteCount: 8, alignment: 8)
    init() { memset(cell, 0, 8) }

    func deposit(_ amount: Int) {
        var old = 0
        memcpy(&old, cell, 8)
        var new = old + amount
        memcpy(cell, &new, 8)
    }

    func total() -> Int {
        var value = 0
        memcpy(&value, cell, 8)
        return value
    }
}

func checkSlip() {
    var sum = 0
    for i in 0..<2000 { sum &+= i }
    if sum == -1 { print(sum) }
}
