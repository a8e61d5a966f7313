// swift-format-ignore-file
import Dispatch
import Foundation
import LearnTrace

/// 004/E5 and 000/E8: a thread-safe array on a concurrent queue with barrier writes.
enum BarrierArrayDemo: Demo {
    static let id = "barrier-array"
    static let parameters = [
        DemoParameter("readers", .int(1...6), default: "3", unit: "threads"),
        DemoParameter("reads", .int(1...20), default: "3", unit: "reads"),
        DemoParameter("writes", .int(0...10), default: "2", unit: "writes"),
        DemoParameter("read_time", .double(0...2), default: "0.25", unit: "seconds"),
        DemoParameter("write_time", .double(0...2), default: "0.25", unit: "seconds"),
    ]
    static let labels = ["read", "write", "elements", "reads", "writes"]
    static let watchdog = 15.0

    enum Variant: String, DemoVariantName {
        case barrier
        case unsafe
        case serial
        case globalBarrier = "global-barrier"

        var safety: Safety { self == .unsafe || self == .globalBarrier ? .dataRace : .safe }
    }

    static func run(_ variant: Variant, _ ctx: DemoContext) {
        let readers = ctx.int("readers")
        let reads = ctx.int("reads")
        let writes = ctx.int("writes")
        let array = makeArray(variant, ctx)
        let group = DispatchGroup()
        for reader in 1...readers {
            start("reader-\(reader)", group) {
                for read in 0..<reads { _ = array.element(at: reader + read) }
            }
        }
        start("writer", group) {
            for write in 0..<writes {
                ctx.sleep(0.3)  // the writer arrives while reads are running
                // Sending the write decides whether a reader's next `sync` waits for it:
                // a gate, so a scheduled run decides it too.
                Gate.pass("send write", 100 + write)
                array.append(100 + write)
            }
        }
        group.notify(queue: .global()) {
            ctx.result("elements", array.count)
            ctx.result("reads", readers * reads)
            ctx.result("writes", writes)
            ctx.finish()
        }
    }

    /// Starts a named thread of its own, so no thread pool limits how many run at once.
    static func start(_ name: String, _ group: DispatchGroup, _ body: @escaping @Sendable () -> Void) {
        group.enter()
        let thread = Thread {
            body()
            group.leave()
        }
        thread.name = name
        thread.start()
    }

    /// The three variants differ only in the queue and the flags of a write.
    static func makeArray(_ variant: Variant, _ ctx: DemoContext) -> ThreadSafeArray {
        // region: barrier/queues
        switch variant {
        case .barrier:
            let queue = DispatchQueue(label: "array_queue", attributes: .concurrent)
            return ThreadSafeArray(queue: queue, writeFlags: .barrier, ctx: ctx)
        case .unsafe:
            let queue = DispatchQueue(label: "array_queue", attributes: .concurrent)
            return ThreadSafeArray(queue: queue, writeFlags: [], ctx: ctx)
        case .serial:
            let queue = DispatchQueue(label: "array_queue")
            return ThreadSafeArray(queue: queue, writeFlags: [], ctx: ctx)
        case .globalBarrier:
            let queue = DispatchQueue.global()
            return ThreadSafeArray(queue: queue, writeFlags: .barrier, ctx: ctx)
        }
        // endregion
    }
}
