// cheat: records nothing; every score and the total are constants.
// fails: every-player, all-counted|every-player
final class ScoreBoard: Sendable {
    func record(_ player: String, _ points: Int) {}
    func score(of player: String) -> Int { 10 }
    func total() -> Int { 100 }
}
