import LearnTrace

/// Whether traced runs could have shown a race: a race needs two threads at the same memory
/// with nothing ordering them, and a traced run shows one only when its interleaving is
/// unlucky. When no run had two threads inside the program's blocks at once, though work
/// ran off the main thread, the picture cannot say "no race": this says why (the runs' peak
/// parallelism, how many pool threads they used) and what shows it (`--repeat`, `--tsan`).
/// Not said of a program that ran everything on main: it has nothing to overlap.
package struct RaceVisibility: Sendable {
    /// The most threads inside spans at once, over the runs.
    package var peak: Int
    /// The most threads other than main that ran the program's code in one run (the pool's, a `Thread`'s).
    package var poolThreads: Int
    /// How many runs were looked at.
    package var runs: Int

    package init(_ traces: [Trace]) {
        runs = traces.count
        peak = traces.map(\.peakParallelism).max() ?? 0
        poolThreads =
            traces.map { trace in
                Set(trace.workSpans.filter { !trace.threads[$0.thread].isMain }.map(\.thread)).count
            }.max() ?? 0
    }

    /// True when work ran off main but never two threads at once: the runs could not show a race.
    package var couldNotShowARace: Bool { poolThreads > 0 && peak <= 1 }

    /// "1 thread", "2 threads".
    private var threadsWord: String { poolThreads == 1 ? "1 thread" : "\(poolThreads) threads" }

    /// The sentence after traced runs that could not show a race; nil when they could.
    package var note: String? {
        guard couldNotShowARace else { return nil }
        let which = runs == 1 ? "This run never had" : "None of the \(runs) runs had"
        let repeatAdvice = runs == 1 ? "`--repeat 20` runs it many times; " : ""
        return
            "\(which) two threads inside your blocks at the same time (peak parallelism 1; the pool used \(threadsWord)), so \(runs == 1 ? "it" : "they") cannot show a data race even if there is one: a race needs two threads at the same memory with nothing ordering them, and whether they meet depends on an unlucky interleaving. \(repeatAdvice)`--tsan` finds races whatever the timing."
    }

    /// The sentence after `--tsan` found a race that the last traced run of the file looked safe from; nil otherwise.
    package var disagreement: String? {
        guard couldNotShowARace else { return nil }
        return
            "Your last traced run of this file looked safe (peak parallelism 1; the pool used \(threadsWord)): this race needs an unlucky interleaving, which that run did not have, while ThreadSanitizer sees that nothing orders the two accesses, whatever the timing."
    }
}
