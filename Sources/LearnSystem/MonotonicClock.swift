import CLearnSys

/// The monotonic clock (`CLOCK_MONOTONIC`): the recorder's timestamps, deadlines, benchmarks.
///
/// Public, not package, where the recorder calls it: Swift inlines an `@inlinable` public
/// function into another module, but (Swift 6.3, this package's release build) not a package one.
public enum MonotonicClock {
    /// Nanoseconds since an arbitrary start (the machine's boot). Inlined into its caller: the
    /// recorder reads it once per event.
    @inlinable @inline(__always)
    public static func now() -> UInt64 { learn_monotonic_ns() }
}
