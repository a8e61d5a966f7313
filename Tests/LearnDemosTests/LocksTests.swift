import Glibc
import LearnRunner
import LearnTestSupport
import LearnTrace
import Testing

@Suite("the locks demo")
struct LocksTests {
    @Test("NSLock and a semaphore of value 1 both lose no increment", arguments: ["nslock", "semaphore"])
    func noLostIncrements(variant: String) {
        let result = DemoRun.run("locks", variant, ["threads": "4", "increments": "5000"])
        #expect(result.trace.number("expected") == 20000)
        #expect(result.trace.number("counted") == 20000)
        #expect(result.trace.number("lost") == 0)
        #expect(result.trace.count("worker") == 4)
    }

    @Test("the wrong thread's unlock is refused with EPERM; any thread may signal a semaphore")
    func wrongThread() {
        let result = DemoRun.run("locks", "wrong-thread")
        let trace = result.trace
        #expect(trace.number("wrong-thread-unlock") == Int(EPERM))
        #expect(trace.number("owner-unlock") == 0)
        let waits = trace.spans(labeled: "waits")
        let signal = trace.marks(labeled: "signal")
        #expect(waits.count == 1 && signal.count == 1)
        #expect(waits.allSatisfy { w in signal.allSatisfy { w.begin < $0.time && trace.threadIndex(of: $0) != w.thread } })
        #expect(trace.happened("signal", before: "woke"))
        let holder = trace.spans(labeled: "holds-lock").map(\.thread)
        let refused = trace.marks(labeled: "unlock-refused").map { trace.threadIndex(of: $0) }
        #expect(holder.count == 1 && refused.count == 1 && holder != refused)
    }
}
