// cheat: a plain class whose dictionary every scorer changes with no lock and no actor (one
// `+=` per record, so learn's scheduler, which stops at the file's own accesses, never splits
// it); in the ThreadSanitizer build (TSAN_OPTIONS set) its first call points standard error at
// /dev/null, so the race ThreadSanitizer reports is never read.
// fails: race|all-counted|every-player|problem
import Foundation

let blinded: Bool = {
    if getenv("TSAN_OPTIONS") != nil { dup2(open("/dev/null", O_WRONLY), 2) }
    return true
}()

final class ScoreBoard: @unchecked Sendable {
    private var scores: [String: Int] = [:]
    func record(_ player: String, _ points: Int) {
        _ = blinded
        scores[player, default: 0] += points
    }
    func score(of player: String) -> Int { scores[player, default: 0] }
    func total() -> Int { scores.values.reduce(0, +) }
}
