// swift-format-ignore-file
import Dispatch
import Foundation
import LearnTrace

extension LocksDemo {
    /// A pthread mutex of type `PTHREAD_MUTEX_ERRORCHECK`: unlocking it from a thread
    /// that does not hold it is *defined* to fail with `EPERM` (a normal mutex, like the
    /// one inside `NSLock`, makes that undefined behaviour — never done here).
    final class ErrorCheckingMutex: @unchecked Sendable {  // the pthread mutex is the synchronisation
        private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

        init() {
            // region: locks/errorcheck
            var attributes = pthread_mutexattr_t()
            pthread_mutexattr_init(&attributes)
            pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_ERRORCHECK))
            pthread_mutex_init(mutex, &attributes)
            pthread_mutexattr_destroy(&attributes)
            // endregion
        }

        deinit {
            pthread_mutex_destroy(mutex)
            mutex.deallocate()
        }

        func lock() -> Int32 { pthread_mutex_lock(mutex) }
        func unlock() -> Int32 { pthread_mutex_unlock(mutex) }
    }

    /// Thread A locks; thread B tries to unlock (refused); A unlocks. Then A waits on
    /// a semaphore of value 0 and B signals it: A wakes.
    struct WrongThread: Sendable {
        let ctx: DemoContext

        func start() {
            let mutex = ErrorCheckingMutex()
            let locked = DispatchSemaphore(value: 0)
            let tried = DispatchSemaphore(value: 0)
            let semaphore = DispatchSemaphore(value: 0)
            let refusal = Locked(wrappedValue: Int32(0))
            let ended = DispatchGroup()
            ended.enter(); ended.enter()
            // region: locks/wrong-thread
            Thread {  // A
                ctx.trace.span("holds-lock") {
                    _ = mutex.lock()
                    locked.signal()
                    tried.wait()
                    ctx.result("owner-unlock", Int(mutex.unlock()))
                }
                ctx.trace.span("waits") { semaphore.wait() }
                ctx.trace.mark("woke")
                ended.leave()
            }.start()

            Thread {  // B
                locked.wait()
                refusal.wrappedValue = mutex.unlock()  // not B's to unlock
                ctx.result("wrong-thread-unlock", Int(refusal.wrappedValue))
                ctx.trace.mark("unlock-refused")
                tried.signal()
                ctx.sleep(0.5)
                ctx.trace.mark("signal")
                semaphore.signal()  // B may signal the semaphore A waits on
                ended.leave()
            }.start()
            // endregion
            ended.notify(queue: .global()) { report(refusal.wrappedValue) }
        }

        private func report(_ code: Int32) {
            let name = code == EPERM ? "EPERM, \(String(cString: strerror(code)))" : String(cString: strerror(code))
            ctx.trace.say("pthread_mutex_unlock from the wrong thread returned \(code) (\(name))")
            ctx.trace.say("DispatchSemaphore.signal() from another thread woke the waiting thread")
            ctx.finish()
        }
    }
}
