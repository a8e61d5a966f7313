// swift-format-ignore-file
import Dispatch
import Foundation
import LearnTrace

/// 004/E2–E4: a CompletableDeferred made from a DispatchSemaphore.
enum CompletableDeferredDemo: Demo {
    static let id = "completable-deferred"
    static let parameters = [
        DemoParameter("complete_after", .double(0.5...10), default: "3", unit: "seconds"),
        DemoParameter("timeout", .double(0.1...10), default: "3.3", unit: "seconds"),
    ]
    static let labels = [
        "await", "complete", "1.작업 종료", "2.대기 종료!", "waited_ms", "timed_out", "timeout_ms",
        "lock", "unlock refused", "unlock", "wait", "signal", "refused",
    ]
    static let watchdog = 15.0

    enum Variant: String, DemoVariantName {
        case await
        case timeout
        case lockOwner = "lock-owner"
        case locked
        case completeFirst = "complete-first"
        case keeps

        var safety: Safety {
            switch self {
            case .await, .timeout: .dataRace
            case .lockOwner, .locked, .completeFirst, .keeps: .safe
            }
        }

        /// The wait whose wake-up can be lost, named by the code the lesson's region shows
        /// (`semaphore/locked` for the locked set; the post's set for `await`), so a run
        /// that stops there is told as a lost wake-up, not a deadlock.
        var waits: [DeclaredWait] {
            switch self {
            case .completeFirst, .locked: [.semaphore("await", code: "if mustWait { semaphore.wait() }")]
            case .await: [.semaphore("await", code: "self.semaphore.wait()")]
            case .timeout, .lockOwner, .keeps: []
            }
        }
    }

    static func run(_ variant: Variant, _ ctx: DemoContext) {
        let done = DispatchGroup()
        done.enter()
        done.enter()
        switch variant {
        case .await: awaitPost(ctx, CompletableDeferredSet<Int>(clock: ctx.clock), done)
        case .timeout: awaitWithTimeout(ctx, CompletableDeferredSet<Int>(clock: ctx.clock), done)
        case .lockOwner: LockOwner.run(ctx, done)
        case .locked: awaitLocked(ctx, LockedCompletableDeferredSet<Int>(clock: ctx.clock), done)
        case .completeFirst:
            let deferred = LockedCompletableDeferredSet<Int>(clock: ctx.clock)
            completeThenAwait(ctx, done, complete: deferred.complete) { deferred.await(timeoutSeconds: $0) }
        case .keeps:
            let deferred = KeepingCompletableDeferred(clock: ctx.clock)
            completeThenAwait(ctx, done, complete: deferred.complete) { deferred.await(timeoutSeconds: $0) }
        }
        done.notify(queue: .main) { ctx.finish() }
    }

    /// 004/E3: the post's usage, one thread waits, a global queue completes.
    static func awaitPost(_ ctx: DemoContext, _ completableDeferredSet: CompletableDeferredSet<Int>, _ done: DispatchGroup) {
        // region: semaphore/usage
        Thread {
            completableDeferredSet.insert(1)
            waited(ctx) { completableDeferredSet.await() }
            ctx.trace.say("2.대기 종료!")
            ctx.trace.mark("2.대기 종료!")
            done.leave()
        }
        .start()

        let threeSeconds = ctx.double("complete_after")  // on the demo's clock
        DispatchQueue.global().asyncAfter(seconds: threeSeconds, on: ctx.clock) {
            ctx.trace.say("1.작업 종료")
            ctx.trace.mark("1.작업 종료")
            ctx.trace.span("complete") { completableDeferredSet.complete() }
            done.leave()
        }
        // endregion
    }

    /// 004/E4: the same, but the waiter gives up after `timeout` seconds.
    static func awaitWithTimeout(_ ctx: DemoContext, _ completableDeferredSet: CompletableDeferredSet<Int>, _ done: DispatchGroup) {
        let timeout = ctx.double("timeout")
        ctx.result("timeout_ms", Int((ctx.clock.seconds(timeout) * 1000).rounded()))  // the timeout in this run's time
        // region: semaphore/usage-timeout
        Thread {
            completableDeferredSet.insert(1)
            let result = waited(ctx) {  // 3.3 s on the demo's clock
                completableDeferredSet.await(timeoutSeconds: timeout)
            }
            ctx.result("timed_out", result == .timedOut ? 1 : 0)
            ctx.trace.say("2.대기 종료!")
            ctx.trace.mark("2.대기 종료!")
            done.leave()
        }
        .start()
        // endregion

        completeLater(ctx, done) { completableDeferredSet.complete() }
    }

    /// The corrected deferred, used exactly as the post uses its own.
    static func awaitLocked(_ ctx: DemoContext, _ completableDeferredSet: LockedCompletableDeferredSet<Int>, _ done: DispatchGroup) {
        Thread {
            completableDeferredSet.insert(1)
            waited(ctx) { completableDeferredSet.await() }
            ctx.trace.say("2.대기 종료!")
            ctx.trace.mark("2.대기 종료!")
            done.leave()
        }
        .start()

        completeLater(ctx, done) { completableDeferredSet.complete() }
    }

    /// The job completes first; only then does the waiter await, for at most `timeout`
    /// seconds. The order comes from a semaphore, not from time.
    static func completeThenAwait(
        _ ctx: DemoContext, _ done: DispatchGroup, complete: @escaping @Sendable () -> Void,
        await wait: @escaping @Sendable (Double) -> DispatchTimeoutResult
    ) {
        let completed = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            ctx.trace.say("1.작업 종료")
            ctx.trace.mark("1.작업 종료")
            ctx.trace.span("complete") { complete() }
            completed.signal()
            done.leave()
        }
        Thread {
            completed.wait()                 // harness: the completion came first
            let result = waited(ctx) { wait(ctx.double("timeout")) }
            ctx.result("timed_out", result == .timedOut ? 1 : 0)
            ctx.trace.say("2.대기 종료!")
            ctx.trace.mark("2.대기 종료!")
            done.leave()
        }
        .start()
    }

    /// The completing side of the post's usage (the `semaphore/usage` region shows it as
    /// written): after `complete_after` seconds a global queue says the job is done and completes.
    static func completeLater(_ ctx: DemoContext, _ done: DispatchGroup, complete: @escaping @Sendable () -> Void) {
        DispatchQueue.global().asyncAfter(seconds: ctx.double("complete_after"), on: ctx.clock) {
            ctx.trace.say("1.작업 종료")
            ctx.trace.mark("1.작업 종료")
            ctx.trace.span("complete") { complete() }
            done.leave()
        }
    }

    /// Runs `wait` inside an `await` span and reports how long it blocked, in milliseconds
    /// of the demo's time (the wall clock's in a free run, the scheduler's clock's under one).
    @discardableResult
    static func waited<R>(_ ctx: DemoContext, _ wait: () -> R) -> R {
        let start = ctx.clock.nanoseconds
        let result = ctx.trace.span("await") { wait() }
        ctx.result("waited_ms", ctx.clock.milliseconds(since: start))
        return result
    }
}
