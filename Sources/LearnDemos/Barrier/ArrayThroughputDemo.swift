import Dispatch
import Foundation
import LearnTrace

/// 000/E1 with 004/E5: does the barrier's concurrency pay? Serial queue, barrier and lock,
/// measured — no sleeps, it measures the real cost.
enum ArrayThroughputDemo: Demo {
    static let id = "array-throughput"
    static let parameters = [
        DemoParameter("threads", .int(1...8), default: "4", unit: "threads"),
        DemoParameter("ops", .int(10...1_000_000), default: "2000", unit: "operations"),
        DemoParameter("work", .int(0...100_000), default: "10000", unit: "nanoseconds"),
    ]
    static let labels = [
        "serial", "barrier", "lock", "reads", "writes",
        "serial_ops_per_s", "barrier_ops_per_s", "lock_ops_per_s",
    ]
    static let watchdog = 30.0

    enum Variant: String, DemoVariantName {
        case readHeavy = "read-heavy"
        case writeHeavy = "write-heavy"
    }

    static func run(_ variant: Variant, _ ctx: DemoContext) {
        let threads = ctx.int("threads")
        let ops = ctx.int("ops")
        let work = ctx.int("work")
        let heavy: Bool
        switch variant {
        case .readHeavy: heavy = false
        case .writeHeavy: heavy = true
        }
        let writeEvery = heavy ? 5 : 20  // which ops are writes (see `isWrite`)
        let writesPerThread = (0..<ops).filter { isWrite($0, writeEvery: writeEvery, heavy: heavy) }.count
        // A thread of its own, not a pool thread: a block on a global queue waiting in
        // `group.wait()` would hold the pool's only thread on one CPU, and the barrier
        // writes would wait for libdispatch's once-a-second monitor to add one.
        let measuring = Thread {
            let stores: [(String, any Store)] = [("serial", SerialStore()), ("barrier", BarrierStore()), ("lock", LockedStore())]
            for (name, store) in stores {
                let seconds = ctx.trace.span(name) {
                    measure(store, threads: threads, ops: ops, work: work, heavy: heavy, writeEvery: writeEvery)
                }
                ctx.result("\(name)_ops_per_s", Int(Double(threads * ops) / seconds))
            }
            ctx.result("reads", threads * (ops - writesPerThread))
            ctx.result("writes", threads * writesPerThread)
            ctx.finish()
        }
        measuring.name = "measuring"
        measuring.start()
    }

    /// Read-heavy: one op in `writeEvery` is a write. Write-heavy: one op in `writeEvery` is a read.
    static func isWrite(_ op: Int, writeEvery: Int, heavy: Bool) -> Bool {
        heavy ? op % writeEvery != 0 : op % writeEvery == 0
    }

    /// Runs `ops` operations on each of `threads` threads; returns the wall-clock seconds until all writes ran.
    static func measure(_ store: any Store, threads: Int, ops: Int, work: Int, heavy: Bool, writeEvery: Int) -> Double {
        let group = DispatchGroup()
        let start = DispatchTime.now().uptimeNanoseconds
        for t in 0..<threads {
            group.enter()
            Thread {
                var sum = 0
                for op in 0..<ops {
                    if isWrite(op, writeEvery: writeEvery, heavy: heavy) {
                        store.write(op)
                    } else {
                        sum &+= store.read(op &+ t, work: work)
                    }
                }
                if sum == -1 { store.write(sum) }  // keeps the reads alive; never true
                group.leave()
            }
            .start()
        }
        group.wait()
        store.drain()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }
}
