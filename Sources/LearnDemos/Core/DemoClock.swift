import Dispatch
import Foundation
import LearnTrace
import Synchronization

/// A demo's time: the wall clock at the run's pace in a free run, the scheduler's virtual
/// clock (``SchedulerClock``) when the run is stepped, replayed or explored.
///
/// Every delay and timeout a demo *decides* something by goes through here (or through
/// ``DemoContext/sleep(_:)``), in the demo's seconds (pace 1). In a free run pace scales
/// them and the real GCD call does the waiting. Under a scheduler the pace plays no part:
/// each becomes a timer the scheduler fires only when no thread can take another step, so
/// the deadlines, not how long the learner took to choose, decide which comes first.
package final class DemoClock: Sendable {
    /// The run's pace: 2 is twice as slow, 0.01 a hundred times faster (free runs only).
    package let pace: Double

    package init(pace: Double) { self.pace = pace }

    /// The scheduler's clock, when this run has one.
    package var virtual: SchedulerClock? { Gate.clock }

    /// `seconds` of demo time as this run waits them: scaled by pace in a free run, as
    /// they are on the scheduler's clock.
    package func seconds(_ seconds: Double) -> Double { virtual == nil ? seconds * pace : seconds }

    /// Now, in nanoseconds: the wall clock's uptime, or the scheduler's demo time.
    package var nanoseconds: UInt64 { virtual?.nanoseconds ?? DispatchTime.now().uptimeNanoseconds }

    /// Milliseconds of this run's time since `start` (a ``nanoseconds`` reading).
    package func milliseconds(since start: UInt64) -> Int { Int((nanoseconds &- start) / 1_000_000) }

    /// Blocks the calling thread for `seconds` of demo time.
    package func sleep(_ seconds: Double) {
        guard seconds > 0 else { return }
        if let virtual {
            virtual.sleep(seconds)
        } else if seconds * pace > 0 {
            Thread.sleep(forTimeInterval: seconds * pace)
        }
    }
}

extension DispatchQueue {
    /// `asyncAfter(deadline: .now() + seconds)` on the demo's clock: after `seconds` of
    /// demo time, `work` is queued here (at once on the scheduler's clock when it fires).
    package func asyncAfter(seconds: Double, on clock: DemoClock, execute work: @escaping @Sendable () -> Void) {
        guard let virtual = clock.virtual else {
            asyncAfter(deadline: .now() + clock.seconds(seconds), execute: work)
            return
        }
        _ = virtual.schedule(after: seconds) {
            self.async {
                virtual.resumed()
                work()
            }
        }
    }
}

extension DispatchSemaphore {
    /// `wait(timeout: .now() + seconds)` on the demo's clock. Under the scheduler the
    /// thread waits without a deadline, and a timer for it signals the semaphore when it
    /// fires: the wait then reports `.timedOut` and, as a real one does, leaves a later
    /// signal pending.
    package func wait(timeout seconds: Double, on clock: DemoClock) -> DispatchTimeoutResult {
        guard let virtual = clock.virtual else { return wait(timeout: .now() + clock.seconds(seconds)) }
        let timer = virtual.schedule(after: seconds) { self.signal() }
        wait()
        if virtual.cancel(timer) { return .success }
        virtual.resumed()  // the timer fired: its signal is the one this wait took
        return .timedOut
    }
}

extension DispatchGroup {
    /// `wait(timeout: .now() + seconds)` on the demo's clock. Under the scheduler the
    /// timer decides when it fires whether the group has finished by then.
    package func wait(timeout seconds: Double, on clock: DemoClock) -> DispatchTimeoutResult {
        guard let virtual = clock.virtual else { return wait(timeout: .now() + clock.seconds(seconds)) }
        let woke = DispatchSemaphore(value: 0)
        /// The result, and whether the timer gave it; the first to claim it wins.
        let result = Mutex<(DispatchTimeoutResult, byTimer: Bool)?>(nil)
        @Sendable func claim(_ outcome: DispatchTimeoutResult, byTimer: Bool) -> Bool {
            result.withLock { claimed in
                guard claimed == nil else { return false }
                claimed = (outcome, byTimer)
                return true
            }
        }
        let timer = virtual.schedule(after: seconds) {
            let finished = self.wait(timeout: .now()) == .success
            if claim(finished ? .success : .timedOut, byTimer: true) { woke.signal() } else { virtual.resumed() }
        }
        notify(queue: .global()) { if claim(.success, byTimer: false) { woke.signal() } }
        woke.wait()
        _ = virtual.cancel(timer)
        let (outcome, byTimer) = result.withLock { $0 } ?? (.success, false)
        if byTimer { virtual.resumed() }
        return outcome
    }
}
