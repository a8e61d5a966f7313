// The judge of `race`: the exercise's own code, compiled beside your file (you do not edit it).
// It owns the tellers and their threads, picks every amount at run time, adds them up itself,
// and notes which teller finished each deposit, to tell concurrent tellers from tellers that
// took turns.
import Foundation

private let tellers = 4
private let account = Account()
private let slips = (0..<tellers).map { _ in
    (0..<Judge.pick("deposits", in: 3...6)).map { _ in Judge.pick("amount", in: 1...9) }
}
private let expected = slips.joined().reduce(0, +)
private let done = Dispatch.DispatchSemaphore(value: 0)
private let logLock = Foundation.NSLock()
nonisolated(unsafe) private var finished: [Int] = []  // the teller of each deposit, in the order they returned
for (teller, slip) in slips.enumerated() {
    Foundation.Thread {
        Judge.span("teller") {
            for amount in slip {
                Judge.pause("next deposit")
                Judge.span("deposit") { account.deposit(amount) }
                logLock.lock()
                finished.append(teller)
                logLock.unlock()
            }
        }
        done.signal()
    }.start()
}
for _ in 0..<tellers { done.wait() }
// Tellers that took turns finish in blocks (0 0 0 1 1 2 2 2 3 3): one change of teller per teller.
private let changes = zip(finished, finished.dropFirst()).filter { $0 != $1 }.count
Judge.value("interleaved", changes - (tellers - 1))
Judge.value("expected", expected)
Judge.value("balance", account.total())
