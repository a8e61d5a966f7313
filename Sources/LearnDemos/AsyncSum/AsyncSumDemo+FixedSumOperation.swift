import Dispatch
import Foundation
import LearnTrace

extension AsyncSumDemo {
    /// `AsyncSumOperation` on the corrected ``LockedAsyncOperation``: the same
    /// numbers, the same 2 s of work on a global queue, the same marks.
    final class FixedSumOperation: LockedAsyncOperation, @unchecked Sendable {
        let rhs: Int
        let lhs: Int
        /// Written by the work, read by the completion block. Locked: a cancelled
        /// operation is finished (and its completion block run) while the work goes on.
        var result: Int? { stored.wrappedValue }
        private let stored = Locked<Int?>(wrappedValue: nil)
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
                self.stored.wrappedValue = self.lhs + self.rhs
                self.ctx.trace.mark("\(self.name!) stored")
                self.state = .finished
            }
        }

        /// Signalled when the operation becomes executing (the `cancel-fixed` variant waits for it).
        let executing = DispatchSemaphore(value: 0)

        override func stateWillChange(to state: State) {
            ctx.trace.mark("\(name!) \(state.rawValue)")
            if state == .executing { executing.signal() }
        }
    }
}
