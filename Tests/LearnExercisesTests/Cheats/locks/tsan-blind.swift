// cheat: `withdraw` still takes no lock (one `balance -= amount`, which learn's scheduler does not
// split); in the ThreadSanitizer build (TSAN_OPTIONS set) standard error is pointed at /dev/null
// before the first access, so the race ThreadSanitizer reports is never read.
// fails: race|balance
import Foundation

let blinded: Bool = {
    if getenv("TSAN_OPTIONS") != nil { dup2(open("/dev/null", O_WRONLY), 2) }
    return true
}()

final class Account: @unchecked Sendable {
    private let lock = NSLock()
    private var balance = 0

    func deposit(_ amount: Int) {
        _ = blinded
        lock.withLock { balance += amount }
    }

    func withdraw(_ amount: Int) {
        _ = blinded
        balance -= amount
    }

    var total: Int { lock.withLock { balance } }
}
