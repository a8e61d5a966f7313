import Dispatch
import Foundation
import LearnTrace

/// 004/E2: `NSLock` and `DispatchSemaphore` protecting the same counter, and who
/// may release each: a mutex only from the thread that locked it, a semaphore
/// from any thread.
enum LocksDemo {
    static let spec = DemoSpec(
        id: "locks",
        summary: "NSLock and DispatchSemaphore guard one counter; unlocking from the wrong thread, shown safely.",
        variants: [
            DemoVariant("nslock", "every increment between lock() and unlock()"),
            DemoVariant("semaphore", "every increment between wait() and signal() of a semaphore of value 1"),
            DemoVariant("wrong-thread", "an error-checking mutex refuses an unlock from another thread; a semaphore does not mind"),
        ],
        parameters: [
            DemoParameter("threads", .int(2...8), default: "4", help: "how many threads increment the counter"),
            DemoParameter("increments", .int(100...100_000), default: "20000", help: "increments per thread"),
        ],
        labels: [
            "worker", "holds-lock", "unlock-refused", "waits", "signal", "woke",
            "expected", "counted", "lost", "wrong-thread-unlock", "owner-unlock",
        ],
        watchdog: 5,
        run: run
    )

    static func run(_ ctx: DemoContext) {
        if ctx.variant == "wrong-thread" {
            WrongThread(ctx: ctx).start()
            return
        }
        DispatchQueue.global().async {
            let counted = ctx.variant == "semaphore" ? countWithSemaphore(ctx) : countWithLock(ctx)
            let expected = ctx.int("threads") * ctx.int("increments")
            ctx.result("expected", expected)
            ctx.result("counted", counted)
            ctx.result("lost", expected - counted)
            ctx.trace.say("\(counted) of \(expected) increments counted")
            ctx.finish()
        }
    }

    /// The counter the workers share. Every access goes through the lock or the
    /// semaphore of the variant; that is what keeps it free of races.
    final class Counter: @unchecked Sendable {  // guarded by `lock` or `semaphore` below
        var value = 0
    }

    static func countWithLock(_ ctx: DemoContext) -> Int {
        let counter = Counter()
        let increments = ctx.int("increments")
        // region: locks/nslock
        let lock = NSLock()
        DispatchQueue.concurrentPerform(iterations: ctx.int("threads")) { _ in
            ctx.trace.span("worker") {
                for _ in 0..<increments {
                    lock.lock()
                    counter.value += 1
                    lock.unlock()
                }
            }
        }
        // endregion
        return lock.withLock { counter.value }
    }

    static func countWithSemaphore(_ ctx: DemoContext) -> Int {
        let counter = Counter()
        let increments = ctx.int("increments")
        // region: locks/semaphore
        let semaphore = DispatchSemaphore(value: 1)
        DispatchQueue.concurrentPerform(iterations: ctx.int("threads")) { _ in
            ctx.trace.span("worker") {
                for _ in 0..<increments {
                    semaphore.wait()
                    counter.value += 1
                    semaphore.signal()
                }
            }
        }
        // endregion
        semaphore.wait()
        defer { semaphore.signal() }
        return counter.value
    }
}
