// Exercise: actors: state that one owner keeps.
//
// The exercise's judge (`learn exercise actors --judge` shows it) opens one `ScoreBoard` and
// starts several scorers, each a task running on a thread of its own, while the referee, on the
// main actor, gives bonus points; every player and every number of points is picked at run
// time. When all have finished, the judge asks the board for each player's score and for the
// total, and compares them with what it handed out. The board's dictionary is shared mutable state with nobody in
// charge of it: give it one owner, so every point counts in every run and under every schedule
// learn tries, with the scorers still recording at the same time, and ThreadSanitizer silent.
// Callers reach the board with `await`: its methods may be `async` or not.
/// An actor owns its dictionary: one caller at a time runs its methods, and a call from another
/// task waits its turn (`await`) without holding a thread.
actor ScoreBoard {
    private var scores: [String: Int] = [:]

    func record(_ player: String, _ points: Int) {
        let before = scores[player, default: 0]
        checkReplay()  // no `await` between the read and the write: nobody comes in between
        scores[player] = before + points
    }

    func score(of player: String) -> Int {
        scores[player, default: 0]
    }

    func total() -> Int {
        scores.values.reduce(0, +)
    }
}

/// The referee looks at the replay: a moment of work between reading a score and writing it.
func checkReplay() {
    var sum = 0
    for i in 0..<2000 { sum &+= i }
    if sum == -1 { print(sum) }
}
