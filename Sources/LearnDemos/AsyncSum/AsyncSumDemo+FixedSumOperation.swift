import Dispatch
import Foundation
import LearnTrace

extension AsyncSumDemo {
    /// `AsyncSumOperation` on the corrected ``LockedAsyncOperation``: the same
    /// numbers, the same 2 s of work on a global queue, the same marks.
    final class FixedSumOperation: LockedAsyncOperation, @unchecked Sendable {
        let rhs: Int
        let lhs: Int
        /// Written by the work before it sets `.finished` (under the lock), read by
        /// the completion block, which the queue runs only after that.
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

        override func main() {
            DispatchQueue.global().async(group: work) {
                self.ctx.trace.span("sum") { self.ctx.sleep(2) }  // 2 s, as the post
                self.result = self.lhs + self.rhs
                self.ctx.trace.mark("\(self.name!) stored")
                self.state = .finished
            }
        }

        override func stateWillChange(to state: State) {
            ctx.trace.mark("\(name!) \(state.rawValue)")
        }
    }
}
