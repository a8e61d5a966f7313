// swift-format-ignore-file
import Dispatch
import Foundation
import LearnTrace
import Synchronization

/// 000/E1's first myth, "concurrency always improves performance", measured:
/// the same tiny additions, on one thread and as one work item each.
enum FreezeMyth {
    static func run(_ ctx: DemoContext) {
        let items = ctx.int("items")
        // region: freeze/myth
        let serialTotal = Mutex(0)
        let serialNs = measure {
            ctx.trace.span("serial") {
                for i in 1...items { serialTotal.withLock { $0 += i } }
            }
        }
        let concurrentTotal = Mutex(0)
        let concurrentQueue = DispatchQueue(label: "tiny", attributes: .concurrent)
        let group = DispatchGroup()
        let concurrentNs = measure {
            ctx.trace.span("concurrent") {
                for i in 1...items {
                    concurrentQueue.async(group: group) {
                        concurrentTotal.withLock { $0 += i }
                    }
                }
                group.wait()
            }
        }
        // endregion
        ctx.result("serial-sum", serialTotal.withLock { $0 })
        ctx.result("concurrent-sum", concurrentTotal.withLock { $0 })
        ctx.result("serial-us", Int(serialNs / 1_000))
        ctx.result("concurrent-us", Int(concurrentNs / 1_000))
        ctx.trace.say("one thread: \(serialNs / 1_000) µs; \(items) work items: \(concurrentNs / 1_000) µs")
        ctx.finish()
    }

    /// Nanoseconds `body` took.
    private static func measure(_ body: () -> Void) -> UInt64 {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return DispatchTime.now().uptimeNanoseconds - start
    }
}
