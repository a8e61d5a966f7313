// cheat: the checks' labels emitted by the learner's own trace, without the work.
// fails: all-counted, every-player
final class ScoreBoard: Sendable {
    func record(_ player: String, _ points: Int) {
        trace.value("interleaved", 1)
    }
    func score(of player: String) -> Int {
        trace.value("wrong-players", 0)
        return 0
    }
    func total() -> Int {
        trace.value("expected", 0)
        trace.value("total", 0)
        return 0
    }
}
