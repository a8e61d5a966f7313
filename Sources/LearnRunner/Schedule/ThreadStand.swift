import Foundation
import LearnLanguage
import LearnTrace

/// Where one demo thread stands when the learner is asked.
package struct ThreadStand: Sendable, Codable, Equatable {
    package enum State: String, Sendable, Codable {
        /// Stopped at a gate: it goes on when chosen.
        case atGate
        /// Not at a gate and not running: blocked (a lock, a semaphore, `sync`) or done.
        case blocked
        /// At the gate of a lock another thread holds: let go, it would only block until that
        /// thread unlocks, so step mode does not offer it (a played program's; while another
        /// thread at a gate can go).
        case lockedOut
    }

    /// 1-based, in the order threads first reached a gate.
    package var number: Int
    package var tid: Int32
    package var isMain: Bool
    package var state: State
    /// The gate it waits at (atGate), or the last one it passed (blocked).
    package var gate: GateArrival?
    /// What the kernel says it waits in (`futex_wait_queue`…), when it is blocked and that is known.
    package var waitingIn: String?
    /// Its name in the log and lanes (`main`, `T1`…): filled in by the parent, which reads the
    /// trace; nil while the thread has recorded nothing. Replay tokens never use it.
    package var name: String?

    package init(
        number: Int, tid: Int32, isMain: Bool, state: State, gate: GateArrival?, waitingIn: String? = nil, name: String? = nil
    ) {
        self.name = name
        self.number = number
        self.tid = tid
        self.isMain = isMain
        self.state = state
        self.gate = gate
        self.waitingIn = waitingIn
    }
}

extension ThreadStand {
    /// Where the thread stopped when nothing could go on, named as the log names it
    /// (`T2 waits in … after `toggle canSignal ← 1``); `thread N` while it has no name. In
    /// `words`' language: what it waits in and a played file's gate said as the step screen says them.
    package func stuckSentence(_ words: Catalogue = Catalogue(.en)) -> String {
        let who = isMain ? "main" : name ?? words(.stuckThread, number)
        let after = gate.map { words(.stuckAfter, $0.words(words)) } ?? ""
        let waits = waitingIn.map { words(.stuckIn, Self.waitWords($0, words)) } ?? ""
        return words(.stuckWaits, who, waits, after)
    }

    /// What the kernel says a blocked thread waits in (``waitingIn``), in words: `a sleep`, a
    /// futex wait; a system call's name as it is.
    package static func waitWords(_ waitingIn: String, _ say: Catalogue) -> String {
        switch waitingIn {
        case "futex": say(.gateInFutex)
        case "sleep": say(.gateInSleep)
        default: waitingIn
        }
    }
}
