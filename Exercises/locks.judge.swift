// The judge of `locks`: the exercise's own code, compiled beside your file (you do not edit it).
// It makes the deposits from the global queues and the withdrawals from the main thread, picks
// their counts and amounts at run time, sums them itself, and notes in which order deposits and
// withdrawals returned, to tell operations at the same time from operations that took turns.
import Dispatch
import Foundation

private let account = Account()
private let deposits = (0..<Judge.pick("deposits", in: 3...5)).map { _ in Judge.pick("deposit", in: 1...9) }
private let withdrawals = (0..<Judge.pick("withdrawals", in: 2...4)).map { _ in Judge.pick("withdrawal", in: 1...9) }
private let expected = deposits.reduce(0, +) - withdrawals.reduce(0, +)

private final class Log: @unchecked Sendable {  // the judge's own: which kind returned, in order
    let lock = Foundation.NSLock()
    var kinds: [Swift.Bool] = []  // true: a deposit
    func note(_ deposit: Swift.Bool) {
        lock.lock()
        kinds.append(deposit)
        lock.unlock()
    }
}
private let log = Log()
private let group = Dispatch.DispatchGroup()
for amount in deposits {
    Dispatch.DispatchQueue.global().async(group: group) {
        Judge.pause("next deposit")
        Judge.span("deposit") { account.deposit(amount) }
        log.note(true)
    }
}
for amount in withdrawals {
    Judge.pause("next withdrawal")
    Judge.span("withdraw") { account.withdraw(amount) }
    log.note(false)
}
group.wait()
// Operations that took turns return in two blocks (all deposits, then all withdrawals): one change.
private let kinds = log.lock.withLock { log.kinds }
private let changes = zip(kinds, kinds.dropFirst()).filter { $0 != $1 }.count
Judge.value("interleaved", changes - 1)
Judge.value("expected", expected)
Judge.value("balance", account.total)
