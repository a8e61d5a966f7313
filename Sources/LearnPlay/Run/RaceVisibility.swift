import LearnLanguage
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
    /// The most threads other than main that ran the program's code in one run (a pool's or a `Thread`: the note says "besides main", not "the pool").
    package var poolThreads: Int
    /// How many runs were looked at.
    package var runs: Int

    package init(_ traces: [Trace]) {
        runs = traces.count
        peak = traces.map(\.peakParallelism).max() ?? 0
        // A loop over the spans, not a filtered copy of them: 100,000 kept events are 15 MB of
        // spans, which copied twice took `learn play` of a flood of blocks near 64 MB.
        poolThreads =
            traces.map { trace in
                var threads = Set<Int>()
                for span in trace.spans where !span.isWait && !trace.threads[span.thread].isMain { threads.insert(span.thread) }
                return threads.count
            }.max() ?? 0
    }

    /// True when work ran off main but never two threads at once: the runs could not show a race.
    package var couldNotShowARace: Bool { poolThreads > 0 && peak <= 1 }

    /// "1 thread", "2 threads".
    private func threadsWord(_ words: Catalogue) -> String {
        words(.raceThreads, poolThreads)
    }

    /// The sentence after traced runs that could not show a race; nil when they could.
    package var note: String? { note(Catalogue(.en)) }

    /// ``note`` in `words`' language.
    package func note(_ words: Catalogue) -> String? {
        guard couldNotShowARace else { return nil }
        return runs == 1 ? words(.raceNoteOne, threadsWord(words)) : words(.raceNoteMany, threadsWord(words), runs)
    }

    /// The sentence after `--tsan` found a race that the last traced run of the file showed no sign of; nil otherwise.
    package var disagreement: String? { disagreement(Catalogue(.en)) }

    /// ``disagreement`` in `words`' language.
    package func disagreement(_ words: Catalogue) -> String? {
        guard couldNotShowARace else { return nil }
        return words(.raceDisagreement, threadsWord(words))
    }
}
