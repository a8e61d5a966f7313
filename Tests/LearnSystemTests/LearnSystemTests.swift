import Foundation
import LearnSystem
import Synchronization
import Testing

/// The OS helpers every layer calls: what each promises, on this machine's kernel.
@Suite struct LearnSystemTests {
    @Test func theMonotonicClockNeverGoesBack() {
        var last = MonotonicClock.now()
        for _ in 0..<10_000 {
            let now = MonotonicClock.now()
            #expect(now >= last)
            last = now
        }
    }

    @Test func aThreadKeepsItsIdAndAnotherThreadHasAnother() {
        let mine = OSThread.id
        #expect(OSThread.id == mine)
        let other = Mutex<Int32>(0)
        let done = DispatchSemaphore(value: 0)
        Thread {
            other.withLock { $0 = OSThread.id }
            done.signal()
        }.start()
        done.wait()
        #expect(other.withLock { $0 } != mine && other.withLock { $0 } > 0)
    }

    @Test func aNamedThreadReadsItsNameBack() {
        let name = Mutex("")
        let done = DispatchSemaphore(value: 0)
        Thread {
            OSThread.setName("learn-test")
            name.withLock { $0 = OSThread.name }
            done.signal()
        }.start()
        done.wait()
        #expect(name.withLock { $0 } == "learn-test")
    }
}
