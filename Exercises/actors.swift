// Exercise: actors: state that one owner keeps.
//
// Ninety tasks record points on one scoreboard while the referee, on the main thread,
// records ten bonus points. The scoreboard's dictionary is shared mutable state with nobody
// in charge of it. Make the total come to exactly 100 in every run, with the tasks and the
// referee still recording at the same time, and the recording itself done off the main
// thread — and ThreadSanitizer silent.
final class ScoreBoard: @unchecked Sendable {  // claims to be safe to share: make it true
    private var scores: [String: Int] = [:]

    func record(_ player: String, _ points: Int) {
        trace.span("record") { scores[player, default: 0] += points }
    }

    func total() -> Int {
        scores.values.reduce(0, +)
    }
}

let board = ScoreBoard()
await withTaskGroup(of: Void.self) { group in
    for i in 0..<90 {
        group.addTask {
            board.record("player\(i % 10)", 1)
        }
    }
    for _ in 0..<10 {
        board.record("referee", 1)
    }
}
let total = board.total()
trace.value("total", total)
print("total: \(total)")
