// cheat: an actor, but its record awaits between reading a score and writing it back: at the
// `await` the actor lets another record in, and the write then wipes it out. No data race.
// fails: all-counted
actor ScoreBoard {
    private var scores: [String: Int] = [:]

    func record(_ player: String, _ points: Int) async {
        let before = scores[player, default: 0]
        await Task.yield()  // "let the others go on meanwhile"
        scores[player] = before + points
    }

    func score(of player: String) -> Int { scores[player, default: 0] }

    func total() -> Int { scores.values.reduce(0, +) }
}
