// cheat: a thread of its own for each job, and the caller waits on a pthread condition until a
// deadline 100 ms away (pthread_cond_timedwait) for all of them, then returns whatever has ended:
// the wait is held by a deadline, not by the jobs' ends.
// fails: all-ended
import Foundation

nonisolated(unsafe) var mutex = pthread_mutex_t()
nonisolated(unsafe) var cond = pthread_cond_t()
nonisolated(unsafe) var ended = 0
let made: Bool = {
    pthread_mutex_init(&mutex, nil)
    pthread_cond_init(&cond, nil)
    return true
}()

func runOnThreads(_ jobs: [@Sendable () -> Void]) {
    _ = made
    for job in jobs {
        Thread {
            job()
            pthread_mutex_lock(&mutex)
            ended += 1
            pthread_cond_broadcast(&cond)
            pthread_mutex_unlock(&mutex)
        }.start()
    }
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    var deadline = timespec(tv_sec: now.tv_sec, tv_nsec: now.tv_nsec + 100_000_000)
    if deadline.tv_nsec >= 1_000_000_000 { deadline.tv_sec += 1; deadline.tv_nsec -= 1_000_000_000 }
    pthread_mutex_lock(&mutex)
    while ended < jobs.count {
        if pthread_cond_timedwait(&cond, &mutex, &deadline) != 0 { break }
    }
    pthread_mutex_unlock(&mutex)
}
