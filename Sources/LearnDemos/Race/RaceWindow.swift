import Dispatch

/// The race window of the `data-source` demo: time spent between reading shared
/// state and writing it back, which the optimiser can neither fold nor remove.
///
/// In the post's app this gap is real work (building a row, formatting a string).
/// Here it is a busy wait on the monotonic clock, so its width is a parameter in
/// nanoseconds, the same in debug and release builds, that a learner can turn
/// (`window=0` narrows it to a few instructions) and not a hidden trick. It spins
/// rather than sleeps: a sleeping thread would hand the CPU to the other writers.
enum RaceWindow {
    /// Busy-waits for `nanoseconds` (0: returns at once).
    @inline(never)
    static func spin(_ nanoseconds: Int) {
        guard nanoseconds > 0 else { return }
        let end = DispatchTime.now().uptimeNanoseconds + UInt64(nanoseconds)
        while DispatchTime.now().uptimeNanoseconds < end {}
    }
}
