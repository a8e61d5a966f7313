// cheat: no lock at all: a deposit is one `balance += amount` (one access of the file's, which
// learn's scheduler does not split), and in the ThreadSanitizer build (TSAN_OPTIONS set) the
// first deposit points standard error at /dev/null, so the race it reports is never read.
// fails: race|all-counted
import Foundation

let blinded: Bool = {
    if getenv("TSAN_OPTIONS") != nil { dup2(open("/dev/null", O_WRONLY), 2) }
    return true
}()

final class Account: @unchecked Sendable {
    var balance = 0
    func deposit(_ amount: Int) {
        _ = blinded
        balance += amount
    }
    func total() -> Int { balance }
}
