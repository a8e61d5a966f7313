// A pthread mutex and condition variable, allocated once, instead of a semaphore: the completion
// is a flag under the mutex, and `await()` waits on the condition until the flag is set, however
// late or early `complete()` came.
import Foundation

final class CompletableDeferredSet<T: Hashable>: @unchecked Sendable {  // safe: every field is used under `mutex`
    private var workSet = Set<T>()
    private var completed = false
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let changed = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    init() {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(changed, nil)
    }

    deinit {
        pthread_cond_destroy(changed)
        pthread_mutex_destroy(mutex)
        changed.deallocate()
        mutex.deallocate()
    }

    func complete() {
        pthread_mutex_lock(mutex)
        completed = true
        pthread_cond_broadcast(changed)
        pthread_mutex_unlock(mutex)
    }

    func insert(_ job: T) {
        pthread_mutex_lock(mutex)
        workSet.insert(job)
        pthread_mutex_unlock(mutex)
    }

    func await() {
        pthread_mutex_lock(mutex)
        while !completed { pthread_cond_wait(changed, mutex) }
        pthread_mutex_unlock(mutex)
    }
}
