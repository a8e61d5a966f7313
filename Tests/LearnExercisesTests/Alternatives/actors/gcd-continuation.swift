// No actor: a class whose scores belong to one serial queue, and whose async methods hand their
// work to it and resume through a continuation once it has run.
import Foundation

final class ScoreBoard: @unchecked Sendable {  // safe: `scores` is touched only on `queue`
    private var scores: [String: Int] = [:]
    private let queue = DispatchQueue(label: "scores")

    private func onQueue<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            queue.async { continuation.resume(returning: body()) }
        }
    }

    func record(_ player: String, _ points: Int) async {
        await onQueue { self.scores[player, default: 0] += points }
    }

    func score(of player: String) async -> Int {
        await onQueue { self.scores[player, default: 0] }
    }

    func total() async -> Int {
        await onQueue { self.scores.values.reduce(0, +) }
    }
}
