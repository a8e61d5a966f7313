// cheat: the balance kept as text in a C buffer, read by atoi and written by vsnprintf: libc's code, which no detector sees, with no lock.
// fails: balance|race
import Foundation

final class Account: @unchecked Sendable {
    private let lock = NSLock()
    private let cell: UnsafeMutablePointer<CChar> = {
        let p = UnsafeMutablePointer<CChar>.allocate(capacity: 32)
        p[0] = 48; p[1] = 0
        return p
    }()

    func deposit(_ amount: Int) {
        let old = atoi(cell)

        withVaList([Int32(Int(old) + amount)]) { _ = vsnprintf(cell, 32, "%d", $0) }
    }

    func withdraw(_ amount: Int) {
        let old = atoi(cell)

        withVaList([Int32(Int(old) - amount)]) { _ = vsnprintf(cell, 32, "%d", $0) }
    }

    var total: Int { Int(atoi(cell)) }
}

func checkSlip() {
    var sum = 0
    for i in 0..<2000 { sum &+= i }
    if sum == -1 { print(sum) }
}
