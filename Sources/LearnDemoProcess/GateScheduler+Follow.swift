import Foundation
import LearnLanguage
import LearnRunner

/// Follow mode: the threads pass their gates in the order of a free run's gate events,
/// which is how a recorded run's token is made (``ScheduleMode/follow(path:)``).
extension GateScheduler {
    /// The free run's gates, one ``GateKey`` a line, from `file`. A file that cannot be read
    /// is said as the run's mismatch (the run then gives no token, and says why), not taken as no gates.
    func followPath(_ file: String) -> [String] {
        do {
            return try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n").map(String.init)
        } catch {
            mismatch = ScheduleMismatch.cannotReadFollow(file: file, problem: (error as NSError).localizedDescription).wire
            return []
        }
    }

    /// Waits until the run settles, then picks a thread at a gate with `key`:
    /// the free run's next gate event; the clock (``clockChoice``) when no thread stands
    /// at a gate, or none at `key` while a timer is set. Nil (and a mismatch) otherwise.
    ///
    /// A run can look settled before the thread that reaches `key` exists: libdispatch gives a
    /// work item a pool thread a moment after it is queued (up to a second when the pool's
    /// threads are all blocked). So when no thread stands at `key`, the follower first waits
    /// until no pool holds a block it has not started (``isQuiet()``) and looks again.
    func follow(_ key: String) -> Int? {
        var drained = false
        while true {
            guard let enabled = settledChoices() else {
                if deadlock == nil { mismatch = ScheduleMismatch.followEnded(gate: choices.count + 1, key: key).wire }
                return nil
            }
            if let thread = Self.ranked(enabled).first(where: { GateKey.of(enabled[$0]!) == key }) { return thread }
            // The free run's time passed here: the thread that reached `key` waits for demo time.
            if enabled.isEmpty { return Self.clockChoice }
            if drained { break }
            awaitQuiet()
            drained = true
        }
        if clock.canFire { return Self.clockChoice }
        mismatch = ScheduleMismatch.followNoThread(key: key, gate: choices.count + 1).wire
        return nil
    }
}
