// swift-format-ignore-file
import Dispatch
import Foundation
import LearnTrace

extension AsyncSumDemo {
    /// The post's `AsyncSumOperation` (001/E4): adds two numbers after 2 s of work on a global queue.
    final class AsyncSumOperation: AsyncOperation, @unchecked Sendable {
        let rhs: Int
        let lhs: Int
        var result: Int?
        private let ctx: DemoContext
        private let work: DispatchGroup

        init(lhs: Int, rhs: Int, ctx: DemoContext, work: DispatchGroup) {
            self.lhs = lhs
            self.rhs = rhs
            self.ctx = ctx
            self.work = work
            super.init()
            name = "op(\(lhs),\(rhs))"
        }

        // region: async-sum/main
        override func main() {
            DispatchQueue.global().async(group: work) {
                self.ctx.trace.span("sum") { self.ctx.sleep(2) }  // 2 s, as the post
                self.result = self.lhs + self.rhs
                self.ctx.trace.mark("\(self.name!) stored")
                self.state = .finished
            }
        }
        // endregion

        /// Signalled when the operation becomes executing (the `cancel` variant waits for it).
        let executing = DispatchSemaphore(value: 0)

        override func stateWillChange(to state: State) {
            ctx.trace.mark("\(name!) \(state.rawValue)")
            if state == .executing { executing.signal() }
        }
    }

    /// The naive version (001/E1): a plain `Operation` whose `main()` starts the
    /// work and returns, so the queue calls it finished at once.
    ///
    /// `result` is written 2 s later on another thread, after the completion block
    /// has already read it, with nothing ordering the two: a data race the post's
    /// shape carries, marked as such in the variant.
    final class NaiveSumOperation: Operation, @unchecked Sendable {
        let rhs: Int
        let lhs: Int
        var result: Int?
        private let ctx: DemoContext
        private let work: DispatchGroup

        init(lhs: Int, rhs: Int, ctx: DemoContext, work: DispatchGroup) {
            self.lhs = lhs
            self.rhs = rhs
            self.ctx = ctx
            self.work = work
            super.init()
            name = "op(\(lhs),\(rhs))"
        }

        // region: async-sum/naive
        override func main() {
            DispatchQueue.global().async(group: work) {
                self.ctx.trace.span("sum") { self.ctx.sleep(2) }
                self.result = self.lhs + self.rhs
                self.ctx.trace.mark("\(self.name!) stored")
                // added: was the operation already finished in the queue's eyes?
                if self.isFinished { self.ctx.trace.mark("already finished") }
            }
            // main() returns here: for a plain Operation, that means finished
        }
        // endregion
    }
}
