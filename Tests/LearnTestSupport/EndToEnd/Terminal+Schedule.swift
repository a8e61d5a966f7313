import Foundation

extension Terminal {
    /// Being the scheduler of a `--schedule` run: picks the threads `keys` one by one, each time
    /// waiting until the screen asks `question` (the run's own words for "who goes next?") once
    /// more; then lets learn's scheduler go on to the end (`a`) and waits for learn to exit.
    package func schedule(_ keys: [String], askedBy question: String) throws {
        for key in keys {
            let before = try scrollback().components(separatedBy: question).count
            try send(key, "Enter")
            try waitFor(30) { _ in ((try? self.scrollback().components(separatedBy: question).count) ?? 0) > before }
        }
        try send("a", "Enter")
        try waitFor(120) { $0.contains("EXIT=") }
    }
}
