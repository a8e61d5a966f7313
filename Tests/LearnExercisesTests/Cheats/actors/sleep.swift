// cheat: no owner at all; each record first waits a random moment, hoping two scorers then
// never meet in the dictionary.
// fails: all-counted|problem, race|problem
// (two scorers in the dictionary at once may lose a point or crash the run: either is what it broke;
// the ThreadSanitizer run may crash on the broken dictionary before it reports the race)
import Foundation

final class ScoreBoard: @unchecked Sendable {
    private var scores: [String: Int] = [:]

    func record(_ player: String, _ points: Int) {
        usleep(UInt32.random(in: 100...3000))
        let before = scores[player, default: 0]
        scores[player] = before + points
    }

    func score(of player: String) -> Int { scores[player, default: 0] }

    func total() -> Int { scores.values.reduce(0, +) }
}
