// A right answer written differently from the reference: a class whose lock every access goes through.
import Foundation

final class ScoreBoard: @unchecked Sendable {
    private let lock = NSLock()
    private var scores: [String: Int] = [:]

    func record(_ player: String, _ points: Int) {
        lock.lock()
        defer { lock.unlock() }
        let before = scores[player, default: 0]
        scores[player] = before + points
    }

    func score(of player: String) -> Int { lock.withLock { scores[player, default: 0] } }

    func total() -> Int { lock.withLock { scores.values.reduce(0, +) } }
}
