import CLearnSys

/// The monotonic clock (`CLOCK_MONOTONIC`): the recorder's timestamps, deadlines, benchmarks.
package enum MonotonicClock {
    /// Nanoseconds since an arbitrary start (the machine's boot). Inlined into its caller: the
    /// recorder reads it once per event.
    @inlinable @inline(__always)
    package static func now() -> UInt64 { learn_monotonic_ns() }
}
