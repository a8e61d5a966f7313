import Synchronization

/// The race window of the `data-source` demo: work done between reading shared
/// state and writing it back, which the optimiser can neither fold nor remove.
///
/// In the post's app this gap is real work (building a row, formatting a string).
/// Here it is `steps` relaxed atomic loads, so its width is a parameter a learner
/// can turn (`window=0` narrows it to almost nothing) and not a hidden trick.
enum RaceWindow {
    /// Loaded on every step, so the loop has an effect the compiler must keep.
    private static let sink = Atomic(0)

    /// Spins `steps` times; roughly one nanosecond per step on this machine.
    @inline(never)
    static func spin(_ steps: Int) {
        var seen = 0
        for _ in 0..<steps { seen &+= sink.load(ordering: .relaxed) }
        if seen == -1 { sink.store(seen, ordering: .relaxed) }  // never true; keeps `seen` alive
    }
}
