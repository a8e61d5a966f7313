// swift-format-ignore-file
import Dispatch
import Foundation
import LearnTrace
import Synchronization

/// 001/E1–E4, E7: asynchronous operations on an OperationQueue.
enum AsyncSumDemo: Demo {
    static let id = "async-sum"

    enum Variant: String, DemoVariantName {
        case async
        case naive
        case cancel
        case fixed
        case cancelFixed = "cancel-fixed"

        /// The post's `state` is written by start() and by the work, unordered: a data race.
        var safety: Safety { self == .fixed || self == .cancelFixed ? .safe : .dataRace }
    }

    static let pairs = [(2, 3), (5, 3), (1, 7), (12, 34), (99, 99)]

    /// Generic labels, then each operation's marks (`op(2,3) executing`, `2 + 3 = 5`…).
    static let labels: [String] = ["sum", "already finished", "printed", "completions", "operations_left"] + pairs.flatMap { l, r in
        ["executing", "finished", "stored", "completion"].map { "op(\(l),\(r)) \($0)" } + ["\(l) + \(r) = \(l + r)"]
    }

    static func run(_ variant: Variant, _ ctx: DemoContext) {
        let done = DispatchGroup()  // every completion block and every piece of work
        let printed = Tally()
        let completions = Tally()
        switch variant {
        case .async: runAsync(ctx, done, printed, completions)
        case .naive: runNaive(ctx, done, printed, completions)
        case .cancel: runCancel(AsyncSumOperation.self, ctx, done, printed, completions)
        case .cancelFixed: runCancel(FixedSumOperation.self, ctx, done, printed, completions)
        case .fixed: runFixed(ctx, done, printed, completions)
        }
        done.notify(queue: .main) {
            ctx.result("printed", printed.value)
            ctx.result("completions", completions.value)
            ctx.finish()
        }
    }

    static func runAsync(_ ctx: DemoContext, _ done: DispatchGroup, _ printed: Tally, _ completions: Tally) {
        // region: async-sum/queue
        let queue = OperationQueue()
        let pairs = [(2, 3), (5, 3), (1, 7), (12, 34), (99, 99)]

        pairs.forEach { pair in
            let op = AsyncSumOperation(lhs: pair.0, rhs: pair.1, ctx: ctx, work: done)
            op.completionBlock = {
                defer { completions.add(); done.leave() }
                ctx.trace.mark("\(op.name!) completion")
                guard let result = op.result else { return }
                ctx.trace.say("\(pair.0) + \(pair.1) = \(result)")
                ctx.trace.mark("\(pair.0) + \(pair.1) = \(result)")
                printed.add()
            }
            done.enter()
            queue.addOperation(op)
        }
        // endregion
    }

    static func runNaive(_ ctx: DemoContext, _ done: DispatchGroup, _ printed: Tally, _ completions: Tally) {
        runPairs(NaiveSumOperation.self, ctx, done, printed, completions)
    }

    /// The `async` run on the corrected operation: same pairs, same completion blocks.
    static func runFixed(_ ctx: DemoContext, _ done: DispatchGroup, _ printed: Tally, _ completions: Tally) {
        runPairs(FixedSumOperation.self, ctx, done, printed, completions)
    }

    /// What `runAsync` (the code the lesson shows) does, for another kind of sum operation.
    static func runPairs<Op: SumOperation>(
        _ kind: Op.Type, _ ctx: DemoContext, _ done: DispatchGroup, _ printed: Tally, _ completions: Tally
    ) {
        let queue = OperationQueue()
        pairs.forEach { pair in
            let op = Op(lhs: pair.0, rhs: pair.1, ctx: ctx, work: done)
            op.completionBlock = {
                defer { completions.add(); done.leave() }
                ctx.trace.mark("\(op.name!) completion")
                guard let result = op.result else { return }
                ctx.trace.say("\(pair.0) + \(pair.1) = \(result)")
                ctx.trace.mark("\(pair.0) + \(pair.1) = \(result)")
                printed.add()
            }
            done.enter()
            queue.addOperation(op)
        }
    }

    static func runCancel<Op: CancellableSum>(
        _ kind: Op.Type, _ ctx: DemoContext, _ done: DispatchGroup, _ printed: Tally, _ completions: Tally
    ) {
        let queue = OperationQueue()
        let ops = pairs.map { pair in
            let op = Op(lhs: pair.0, rhs: pair.1, ctx: ctx, work: done)
            op.completionBlock = {
                defer { completions.add(); done.leave() }
                ctx.trace.mark("\(op.name!) completion")
                guard let result = op.result else { return }
                ctx.trace.say("\(pair.0) + \(pair.1) = \(result)")
                ctx.trace.mark("\(pair.0) + \(pair.1) = \(result)")
                printed.add()
            }
            done.enter()
            return op
        }
        // region: async-sum/cancel
        queue.isSuspended = true               // hold the queue while we cancel
        ops.forEach { queue.addOperation($0) }
        ops[0].cancel()                        // op(2,3): cancelled before it starts
        queue.isSuspended = false

        DispatchQueue.global().async {
            ops[1].executing.wait()            // once op(5,3) is executing…
            ctx.sleep(0.5)                     // …and half a second into its work,
            ops[1].cancel()                    // op(5,3): cancelled while executing
            ctx.result("operations_left", queue.operationCount)
        }
        // endregion
    }
}

extension AsyncSumDemo {
    /// A thread-safe count (an atomic: the demo's bookkeeping, not part of the lesson).
    final class Tally: Sendable {
        private let count = Atomic(0)
        var value: Int { count.load(ordering: .relaxed) }
        func add() { count.add(1, ordering: .relaxed) }
    }
}

/// The sum operations the demo runs side by side: the post's naive one and the fixed one.
protocol SumOperation: Operation {
    init(lhs: Int, rhs: Int, ctx: DemoContext, work: DispatchGroup)
    var result: Int? { get }
}

/// The sum operations the `cancel` runs cancel: they say when they become executing.
protocol CancellableSum: SumOperation {
    var executing: DispatchSemaphore { get }
}

extension AsyncSumDemo.NaiveSumOperation: SumOperation {}
extension AsyncSumDemo.FixedSumOperation: CancellableSum {}
extension AsyncSumDemo.AsyncSumOperation: CancellableSum {}
