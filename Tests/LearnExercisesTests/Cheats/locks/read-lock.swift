// cheat: a read-write lock, read-locked for the writes too: two tellers hold it at once and lose an update.
// fails: race|balance
import Foundation

final class Account: @unchecked Sendable {
    private var rw = pthread_rwlock_t()
    private var balance = 0
    init() { pthread_rwlock_init(&rw, nil) }

    func deposit(_ amount: Int) {
        pthread_rwlock_rdlock(&rw)
        let old = balance
        checkSlip()
        balance = old + amount
        pthread_rwlock_unlock(&rw)
    }

    func withdraw(_ amount: Int) {
        pthread_rwlock_rdlock(&rw)
        let old = balance
        checkSlip()
        balance = old - amount
        pthread_rwlock_unlock(&rw)
    }

    var total: Int {
        pthread_rwlock_rdlock(&rw)
        defer { pthread_rwlock_unlock(&rw) }
        return balance
    }
}

func checkSlip() {
    var sum = 0
    for i in 0..<2000 { sum &+= i }
    if sum == -1 { print(sum) }
}
