import Dispatch
import Foundation
import LearnTrace

extension DemoCatalog {
    /// 000/E1 with 004/E5: does the barrier's concurrency pay? Serial queue, barrier and lock, measured.
    static let arrayThroughput = DemoSpec(
        id: "array-throughput",
        summary: "The same reads and writes through a serial queue, a barrier queue and a lock: operations per second.",
        variants: [
            DemoVariant("read-heavy", "19 reads for every write"),
            DemoVariant("write-heavy", "4 writes for every read"),
        ],
        parameters: [
            DemoParameter("threads", .int(1...8), default: "4", help: "threads sharing the array"),
            DemoParameter("ops", .int(10...1_000_000), default: "2000", help: "operations each thread makes"),
            DemoParameter("work", .int(0...100_000), default: "10000", help: "nanoseconds a read spends holding the array (a search, a copy)"),
        ],
        labels: [
            "serial", "barrier", "lock", "reads", "writes",
            "serial_ops_per_s", "barrier_ops_per_s", "lock_ops_per_s",
        ],
        watchdog: 30
    ) { ctx in
        ArrayThroughput.run(ctx)
    }
}

/// The code of the `array-throughput` demo: no sleeps, it measures the real cost.
enum ArrayThroughput {
    static func run(_ ctx: DemoContext) {
        let threads = ctx.int("threads")
        let ops = ctx.int("ops")
        let work = ctx.int("work")
        let writeEvery = ctx.variant == "write-heavy" ? 5 : 20  // which ops are writes (see `isWrite`)
        let writesPerThread = (0..<ops).filter { isWrite($0, writeEvery: writeEvery, heavy: ctx.variant == "write-heavy") }.count
        DispatchQueue.global().async {
            let stores: [(String, any Store)] = [("serial", SerialStore()), ("barrier", BarrierStore()), ("lock", LockedStore())]
            for (name, store) in stores {
                let seconds = ctx.trace.span(name) {
                    measure(store, threads: threads, ops: ops, work: work, variant: ctx.variant, writeEvery: writeEvery)
                }
                ctx.result("\(name)_ops_per_s", Int(Double(threads * ops) / seconds))
            }
            ctx.result("reads", threads * (ops - writesPerThread))
            ctx.result("writes", threads * writesPerThread)
            ctx.finish()
        }
    }

    /// Read-heavy: one op in `writeEvery` is a write. Write-heavy: one op in `writeEvery` is a read.
    static func isWrite(_ op: Int, writeEvery: Int, heavy: Bool) -> Bool {
        heavy ? op % writeEvery != 0 : op % writeEvery == 0
    }

    /// Runs `ops` operations on each of `threads` threads; returns the wall-clock seconds until all writes ran.
    static func measure(_ store: any Store, threads: Int, ops: Int, work: Int, variant: String, writeEvery: Int) -> Double {
        let heavy = variant == "write-heavy"
        let group = DispatchGroup()
        let start = DispatchTime.now().uptimeNanoseconds
        for t in 0..<threads {
            group.enter()
            Thread {
                var sum = 0
                for op in 0..<ops {
                    if isWrite(op, writeEvery: writeEvery, heavy: heavy) { store.write(op) } else { sum &+= store.read(op &+ t, work: work) }
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
