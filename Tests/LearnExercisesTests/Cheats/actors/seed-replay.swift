// cheat: records nothing. It reads the judge's seed from /proc/self/environ (the prelude's
// unsetenv does not reach it), replays the prelude's generator through the judge's picks, and
// answers `score(of:)` and `total()` from the replayed plays.
// fails: all-counted|every-player
import Foundation

struct Replay: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

let foreseen: [String: Int] = {
    guard let data = FileManager.default.contents(atPath: "/proc/self/environ") else { return [:] }
    let name = "LEA" + "RN_JUDGE_SEED="
    guard let entry = data.split(separator: 0).map({ String(decoding: $0, as: UTF8.self) }).first(where: { $0.hasPrefix(name) }),
        let seed = UInt64(entry.dropFirst(name.count))
    else { return [:] }
    var inputs = Replay(state: seed)
    let players = ["ana", "bo", "cy"]
    var scores: [String: Int] = [:]
    let scorers = Int.random(in: 3...4, using: &inputs)
    for _ in 0..<scorers {
        for _ in 0..<Int.random(in: 2...4, using: &inputs) {
            let player = players[Int.random(in: 0...2, using: &inputs)]
            scores[player, default: 0] += Int.random(in: 1...9, using: &inputs)
        }
    }
    for _ in 0..<Int.random(in: 1...3, using: &inputs) { scores["referee", default: 0] += Int.random(in: 1...5, using: &inputs) }
    return scores
}()

final class ScoreBoard: Sendable {
    func record(_ player: String, _ points: Int) { checkReplay() }
    func score(of player: String) -> Int { foreseen[player, default: 0] }
    func total() -> Int { foreseen.values.reduce(0, +) }
}

func checkReplay() {
    var sum = 0
    for i in 0..<2000 { sum &+= i }
    if sum == -1 { print(sum) }
}
