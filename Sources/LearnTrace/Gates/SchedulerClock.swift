import Foundation
import Synchronization

/// Demo time under a scheduler: a virtual clock that only the scheduler moves.
///
/// When a run is stepped, replayed or explored, its threads are held at gates for as long
/// as the learner (or the search) takes, so the wall clock says nothing about the demo's
/// own time. Every timed thing a demo does through its context (a sleep, a block queued
/// after a delay, a semaphore or group wait with a timeout) becomes a *timer* here, at a
/// deadline in the demo's seconds (pace 1; the run's pace plays no part). The scheduler
/// fires a timer only when no thread can take any other step: nobody stands at a gate,
/// nobody runs, and the last timer's thread has resumed. Then the earliest deadline fires
/// (ties in the order the timers were set) and the clock reads that deadline. So while a
/// thread can move, demo time stands still, and a timed decision comes out as the deadlines
/// say: a timeout longer than a completion's delay never fires before the completion runs.
///
/// Free runs have no clock (``Gate/clock`` is nil): their time is the wall clock, at pace.
package final class SchedulerClock: Sendable {
    private struct Timer {
        var id: Int
        var deadline: UInt64
        var fire: @Sendable () -> Void
    }

    private struct State {
        var now: UInt64 = 0
        var timers: [Timer] = []
        var nextID = 1
        /// Timers fired whose thread (or block) has not resumed yet.
        var wakes = 0
    }

    private let state = Mutex(State())

    package init() {}

    /// The demo's time since the run began, in nanoseconds.
    package var nanoseconds: UInt64 { state.withLock { $0.now } }

    /// Sets a timer `seconds` of demo time from now; `fire` runs on the scheduler's thread
    /// when it comes due, and whoever it wakes must call ``resumed()`` once it goes on.
    /// Returns the timer's id, for ``cancel(_:)``.
    package func schedule(after seconds: Double, _ fire: @escaping @Sendable () -> Void) -> Int {
        let delay = UInt64((max(0, seconds) * 1e9).rounded())
        return state.withLock { clock in
            let id = clock.nextID
            clock.nextID += 1
            clock.timers.append(Timer(id: id, deadline: clock.now &+ delay, fire: fire))
            return id
        }
    }

    /// Removes a timer that has not fired; false when it already has (its wake is then owed).
    package func cancel(_ id: Int) -> Bool {
        state.withLock { clock in
            guard let index = clock.timers.firstIndex(where: { $0.id == id }) else { return false }
            clock.timers.remove(at: index)
            return true
        }
    }

    /// Says that a thread or block a fired timer woke has gone on.
    package func resumed() {
        state.withLock { $0.wakes = max(0, $0.wakes - 1) }
    }

    /// Blocks the calling thread for `seconds` of demo time.
    package func sleep(_ seconds: Double) {
        let woke = DispatchSemaphore(value: 0)
        _ = schedule(after: seconds) { woke.signal() }
        woke.wait()
        resumed()
    }

    /// True while a fired timer's thread has not gone on: the run is not settled yet.
    package var isWaking: Bool { state.withLock { $0.wakes > 0 } }

    /// True when a timer is set and nothing it woke is still waking: the clock may fire.
    package var canFire: Bool { state.withLock { $0.wakes == 0 && !$0.timers.isEmpty } }

    /// Fires the earliest timer (the first set among equal deadlines): the clock reads its
    /// deadline, and its action runs on the calling thread. Returns the demo time it fired
    /// at, in nanoseconds; nil when no timer is set.
    @discardableResult
    package func fireEarliest() -> UInt64? {
        let due: Timer? = state.withLock { clock in
            guard
                let index = clock.timers.indices.min(by: {
                    (clock.timers[$0].deadline, clock.timers[$0].id) < (clock.timers[$1].deadline, clock.timers[$1].id)
                })
            else { return nil }
            let timer = clock.timers.remove(at: index)
            clock.now = max(clock.now, timer.deadline)
            clock.wakes += 1
            return timer
        }
        guard let due else { return nil }
        due.fire()
        return max(due.deadline, nanoseconds)
    }
}
