// Exercise: actors: state that one owner keeps.
//
// A hundred tasks record points on one scoreboard at the same time. The scoreboard's
// dictionary is shared mutable state with nobody in charge of it. Make the total come to
// exactly 100 in every run, with the recording still done by the tasks off the main
// thread — and ThreadSanitizer silent.
/// An actor owns its dictionary: one task at a time runs its methods.
actor ScoreBoard {
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
    for i in 0..<100 {
        group.addTask {
            await board.record("player\(i % 10)", 1)
        }
    }
}
let total = await board.total()
trace.value("total", total)
print("total: \(total)")
