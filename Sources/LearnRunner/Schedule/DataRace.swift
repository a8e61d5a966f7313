import LearnLanguage
import LearnTrace

/// Two accesses of the learner's code to the same memory, at least one a write, that nothing
/// ordered in one scheduled run: a data race in that run, found by the scheduled tracer's
/// happens-before detector (`Support/tracer_race.c`) whether or not it changed what the run did.
/// Sent in the ``ScheduleReport`` as facts (thread, line, read or write, the gate's words), worded
/// by learn.
package struct DataRace: Sendable, Codable, Equatable {
    /// One side of the race.
    package struct Access: Sendable, Codable, Equatable {
        /// The thread that made it (`gettid`).
        package var tid: Int32
        /// The learner's line.
        package var line: Int
        /// A store (or a call that modifies, `append`); false: a load.
        package var write: Bool
        /// The access's site: an offset into the program.
        package var site: UInt64
        /// The gate's fact in its wire form (``GateFact``): `write␟count`, `modify␟items`.
        package var words: String

        /// What the access's gate does.
        package var fact: GateFact { GateFact(wire: words) }

        /// The variable the gate names (`count`, `box.n`), `memory` when its line did not say; for a
        /// call on a Foundation object (`items.add`), the variable that holds it (`items`).
        package var variable: String { fact.variable ?? "memory" }
    }

    /// How many distinct pairs of racing sites the run had (this is the first).
    package var pairs: Int
    /// The earlier access, then the later one that was not ordered after it.
    package var accesses: [Access]

    /// The variable both accesses touched, as the later one's gate names it.
    package var variable: String { accesses.last?.variable ?? "memory" }

    /// The outcome's part for it, as explore counts outcomes: `data race on count (6 ↔ 9)`.
    package var outcomePart: String { outcomeWords(Catalogue(.en)) }

    /// ``outcomePart`` in `say`'s language.
    package func outcomeWords(_ say: Catalogue) -> String {
        say(.outcomeDataRace, variable, accesses.map { String($0.line) }.joined(separator: " ↔ "))
    }
}
