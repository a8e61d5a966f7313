// swift-format-ignore-file
import Dispatch
import Foundation
import LearnTrace

extension CompletableDeferredDemo {
    /// 004/E2: why the deferred uses a semaphore and not `NSLock`.
    enum LockOwner {
        static func run(_ ctx: DemoContext, _ done: DispatchGroup) {
            let lock = OwnedLock()
            let semaphore = DispatchSemaphore(value: 0)
            let locked = DispatchSemaphore(value: 0)  // orders the demo's steps, not part of the lesson
            // region: semaphore/lock-owner
            Thread {
                ctx.trace.span("lock") { lock.lock() }
                locked.signal()
                ctx.trace.span("wait") { semaphore.wait() }  // until someone signals
                let unlocked = ctx.trace.span("unlock") { lock.unlock() }
                ctx.trace.say("the owner unlocks: \(unlocked ? "ok" : "refused")")
                done.leave()
            }
            .start()

            DispatchQueue.global().async {
                locked.wait()
                let unlocked = lock.unlock()  // not the owner: refused
                if !unlocked { ctx.trace.mark("unlock refused") }
                ctx.result("refused", unlocked ? 0 : 1)
                ctx.trace.say("another thread unlocks: \(unlocked ? "ok" : "refused")")
                ctx.trace.span("signal") { semaphore.signal() }  // any thread may signal
                done.leave()
            }
            // endregion
        }
    }
}
