// swift-format-ignore-file
import Dispatch
import Foundation
import LearnTrace

/// 004/E5: an `OperationQueue` that takes and cancels work while it runs;
/// `maxConcurrentOperationCount`; `cancelAllOperations` on a dependency chain.
enum OperationQueueDemo: Demo {
    static let id = "operation-queue"
    static let parameters = [
        DemoParameter("jobs", .int(2...12), default: "6", unit: "jobs"),
        DemoParameter("max", .int(2...6), default: "3", unit: "operations"),
    ]
    static let labels = [
        "job", "step", "stopped-early", "cancel-all",
        "limit", "max-running", "ran", "cancelled", "finished", "started-after-cancel",
    ]
    static let watchdog = 5.0

    enum Variant: String, DemoVariantName {
        case oneAtATime = "one-at-a-time"
        case concurrent
        case addCancel = "add-cancel"
        case cancelAll = "cancel-all"
    }

    static func run(_ variant: Variant, _ ctx: DemoContext) {
        switch variant {
        case .oneAtATime: limited(ctx, limit: 1)
        case .concurrent: limited(ctx, limit: ctx.int("max"))
        case .addCancel: addAndCancel(ctx)
        case .cancelAll: cancelAll(ctx)
        }
    }

    /// Several jobs on a queue that runs at most `limit` of them at once.
    static func limited(_ ctx: DemoContext, limit: Int) {
        let book = Book(ctx: ctx)
        let maxConcurrent = limit
        // region: operation-queue/limit
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = maxConcurrent
        for number in 1...ctx.int("jobs") {
            queue.addOperation(JobOperation("job", number, book))
        }
        // endregion
        ctx.result("limit", limit)
        whenDone(queue, book, [])
    }

    /// Jobs 1…5 one at a time; while job 2 runs, job 6 joins and job 4 is cancelled.
    static func addAndCancel(_ ctx: DemoContext) {
        let book = Book(ctx: ctx)
        // region: operation-queue/add-cancel
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        let jobs = (1...6).map { JobOperation("job", $0, book) }
        jobs[1].whileRunning = {           // while job 2 runs:
            queue.addOperation(jobs[5])    // job 6 joins the queue,
            jobs[3].cancel()               // job 4 is cancelled
        }
        queue.addOperations(Array(jobs[0..<5]), waitUntilFinished: false)
        // endregion
        whenDone(queue, book, jobs)
    }

    /// A chain step 1 → 2 → 3 → 4; while step 2 runs, the whole queue is cancelled.
    static func cancelAll(_ ctx: DemoContext) {
        let book = Book(ctx: ctx)
        // region: operation-queue/cancel-all
        let queue = OperationQueue()
        let steps = (1...4).map { JobOperation("step", $0, book) }
        for (step, next) in zip(steps, steps.dropFirst()) {
            next.addDependency(step)
        }
        steps[1].whileRunning = {
            book.cancelledAll = true
            queue.isSuspended = true   // nothing starts while the steps are cancelled one by one
            queue.cancelAllOperations()
            queue.isSuspended = false
        }
        queue.addOperations(steps, waitUntilFinished: false)
        // endregion
        whenDone(queue, book, steps)
    }

    /// Waits (off the main thread) for the queue to empty, then reports what it saw.
    static func whenDone(_ queue: OperationQueue, _ book: Book, _ watched: [JobOperation]) {
        DispatchQueue.global().async {
            queue.waitUntilAllOperationsAreFinished()
            book.report(watched)
        }
    }
}

extension OperationQueueDemo {
    /// What the jobs did: how many ran at once, and which ran their `main`.
    final class Book: Sendable {
        let ctx: DemoContext
        private let cancelFlag = Locked(wrappedValue: false)
        /// Set just before `cancelAllOperations()`.
        var cancelledAll: Bool {
            get { cancelFlag.wrappedValue }
            set { cancelFlag.wrappedValue = newValue }
        }
        private let tally = Locked(wrappedValue: (running: 0, peak: 0, ran: 0, afterCancel: 0))

        init(ctx: DemoContext) { self.ctx = ctx }

        func began() {
            let late = cancelledAll
            tally.withLock { t in
                t.running += 1
                t.peak = max(t.peak, t.running)
                t.ran += 1
                if late { t.afterCancel += 1 }
            }
        }

        func ended() { tally.withLock { $0.running -= 1 } }

        func report(_ watched: [JobOperation]) {
            let t = tally.wrappedValue
            ctx.result("max-running", t.peak)
            ctx.result("ran", t.ran)
            for op in watched {
                let ran = op.ranMain ? "ran main" : "never ran main"
                ctx.trace.say("\(op.kind) \(op.number): \(ran), isCancelled \(op.isCancelled), isFinished \(op.isFinished)")
            }
            if !watched.isEmpty {
                ctx.result("cancelled", watched.filter(\.isCancelled).count)
                ctx.result("finished", watched.filter(\.isFinished).count)
                ctx.result("started-after-cancel", t.afterCancel)
            }
            ctx.finish()
        }
    }

    /// A synchronous operation: a span of work in slices, stopping early once cancelled.
    /// `Operation` is `@unchecked Sendable` in Foundation; our own state is locked.
    final class JobOperation: Operation, @unchecked Sendable {
        let kind: String
        let number: Int
        let book: Book
        @Locked var whileRunning: (@Sendable () -> Void)? = nil
        @Locked var ranMain = false

        init(_ kind: String, _ number: Int, _ book: Book) {
            self.kind = kind
            self.number = number
            self.book = book
            super.init()
        }

        // region: operation-queue/job
        override func main() {
            book.began()
            defer { book.ended() }
            ranMain = true
            book.ctx.trace.span(kind) {
                whileRunning?()
                for _ in 1...4 {
                    if isCancelled {
                        book.ctx.trace.mark("stopped-early")
                        return
                    }
                    book.ctx.sleep(0.1)
                }
            }
        }
        // endregion
    }
}
