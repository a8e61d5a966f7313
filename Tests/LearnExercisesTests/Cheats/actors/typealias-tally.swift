// cheat: no actor isolation kept: a plain class whose scores live in an `NSCountedSet` reached
// through a typealias, changed by every scorer with no lock (one `add` per point). ThreadSanitizer
// does not see inside corelibs Foundation, and the race detector knew the class only by its name.
// fails: problem|race
import Foundation

typealias Tally = NSCountedSet

final class ScoreBoard: @unchecked Sendable {
    private let tally: Tally = Tally()
    private let players = ["ana", "bo", "cy", "referee"]

    func record(_ player: String, _ points: Int) async {
        for _ in 0..<points { tally.add(player) }
    }

    func score(of player: String) async -> Int {
        tally.count(for: player)
    }

    func total() async -> Int {
        players.reduce(0) { $0 + tally.count(for: $1) }
    }
}
