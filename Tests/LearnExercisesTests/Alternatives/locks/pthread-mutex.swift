// A pthread mutex, allocated once and never moved, that every access takes.
import Foundation

final class Account: @unchecked Sendable {  // safe: every access holds `mutex`
    private let mutex: UnsafeMutablePointer<pthread_mutex_t> = {
        let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
        return mutex
    }()
    private var balance = 0

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    private func locked<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }

    func deposit(_ amount: Int) { locked { balance += amount } }
    func withdraw(_ amount: Int) { locked { balance -= amount } }
    var total: Int { locked { balance } }
}
