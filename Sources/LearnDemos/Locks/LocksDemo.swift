// swift-format-ignore-file
import Dispatch
import Foundation
import LearnTrace

/// 004/E2: `NSLock` and `DispatchSemaphore` protecting the same counter, and who
/// may release each: a mutex only from the thread that locked it, a semaphore
/// from any thread.
enum LocksDemo: Demo {
    static let id = "locks"
    static let parameters = [
        DemoParameter("threads", .int(2...8), default: "4", unit: "workers"),
        DemoParameter("increments", .int(100...100_000), default: "20000", unit: "increments"),
    ]
    static let labels = [
        "worker", "holds-lock", "unlock-refused", "waits", "signal", "woke",
        "expected", "counted", "lost", "wrong-thread-unlock", "owner-unlock",
    ]
    static let watchdog = 5.0

    enum Variant: String, DemoVariantName {
        case nslock
        case semaphore
        case wrongThread = "wrong-thread"
    }

    static func run(_ variant: Variant, _ ctx: DemoContext) {
        switch variant {
        case .nslock: count(ctx, countWithLock)
        case .semaphore: count(ctx, countWithSemaphore)
        case .wrongThread: WrongThread(ctx: ctx).start()
        }
    }

    /// Counts with `counter` off the main thread, then reports what was lost.
    static func count(_ ctx: DemoContext, _ counter: @escaping @Sendable (DemoContext) -> Int) {
        DispatchQueue.global().async {
            let counted = counter(ctx)
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
