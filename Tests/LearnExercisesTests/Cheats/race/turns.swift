// cheat: one lock around each whole teller: a teller's first deposit takes it, and the teller's
// thread gives it back only when it ends. Every deposit counts; the tellers take turns.
// fails: concurrent
import Foundation

let turn = NSLock()
nonisolated(unsafe) var holder = pthread_key_t()
let keyMade: Bool = {
    pthread_key_create(&holder) { _ in turn.unlock() }
    return true
}()

final class Account: @unchecked Sendable {
    private var balance = 0
    private let lock = NSLock()

    func deposit(_ amount: Int) {
        _ = keyMade
        if pthread_getspecific(holder) == nil {
            turn.lock()
            pthread_setspecific(holder, UnsafeRawPointer(bitPattern: 1))
        }
        lock.lock()
        balance += amount
        lock.unlock()
    }

    func total() -> Int {
        lock.lock()
        defer { lock.unlock() }
        return balance
    }
}
