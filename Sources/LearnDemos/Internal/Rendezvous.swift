import Dispatch
import Synchronization

/// A meeting point for a fixed number of threads: ``arrive()`` returns only
/// once all of them have arrived. The internal test demos use it to make an
/// overlap (or a deadlock) certain instead of likely — no sleeps.
final class Rendezvous: Sendable {
    private let parties: Int
    private let arrived = Atomic<Int>(0)
    private let departures = DispatchSemaphore(value: 0)
    private let never = DispatchSemaphore(value: 0)

    init(parties: Int) { self.parties = parties }

    /// Blocks until `parties` threads have called it (one use per Rendezvous).
    func arrive() {
        if arrived.add(1, ordering: .acquiringAndReleasing).newValue == parties {
            for _ in 0..<parties { departures.signal() }
        }
        departures.wait()
    }

    /// Blocks the calling thread for good (until the process ends).
    func neverReturns() { never.wait() }
}
