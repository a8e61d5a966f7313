// The judge of `actors`: the exercise's own code, compiled beside your file (you do not edit it).
// It owns the scorers (tasks of a task group, each preferring a thread of its own, so they run
// side by side even on one CPU) and the referee (the main actor), picks every player and every
// number of points at run time, adds them up itself, and notes which scorer finished each
// record, to tell scorers that recorded at the same time from scorers that took turns.
import Foundation

/// Who finished each record, in the order they returned (the referee is -1).
private final class JudgeLog: @unchecked Sendable {
    private let lock = Foundation.NSLock()
    private var order: [Swift.Int] = []
    func add(_ who: Swift.Int) {
        lock.lock()
        order.append(who)
        lock.unlock()
    }
    var all: [Swift.Int] {
        lock.lock()
        defer { lock.unlock() }
        return order
    }
}

/// The referee gives its bonuses from the main actor while the scorers record.
@MainActor private func referee(_ board: ScoreBoard, _ bonuses: [Swift.Int], _ log: JudgeLog) async {
    for bonus in bonuses {
        Judge.pause("next bonus")
        await board.record("referee", bonus)
        log.add(-1)
    }
}

private func judge() async {
    let players = ["ana", "bo", "cy"]
    let scorers = Judge.pick("scorers", in: 3...4)
    let plays: [[(player: Swift.String, points: Swift.Int)]] = (0..<scorers).map { _ in
        (0..<Judge.pick("records", in: 2...4)).map { _ in
            (players[Judge.pick("player", in: 0...players.count - 1)], Judge.pick("points", in: 1...9))
        }
    }
    let bonuses = (0..<Judge.pick("bonuses", in: 1...3)).map { _ in Judge.pick("bonus", in: 1...5) }
    let board = ScoreBoard()
    let log = JudgeLog()
    await Swift.withTaskGroup(of: Swift.Void.self) { group in
        for (scorer, list) in plays.enumerated() {
            group.addTask(executorPreference: Judge.Thread()) {
                for play in list {
                    Judge.pause("next record")
                    await board.record(play.player, play.points)
                    log.add(scorer)
                }
            }
        }
        await referee(board, bonuses, log)
    }
    var expected: [Swift.String: Swift.Int] = ["referee": bonuses.reduce(0, +)]
    for play in plays.joined() { expected[play.player, default: 0] += play.points }
    var wrong = 0
    for (player, points) in expected where await board.score(of: player) != points { wrong += 1 }
    // Scorers that took turns finish in blocks (0 0 1 1 1 2 2): one change of scorer per scorer.
    let finished = log.all.filter { $0 >= 0 }
    let changes = Swift.zip(finished, finished.dropFirst()).filter { $0 != $1 }.count
    Judge.value("interleaved", changes - (scorers - 1))
    Judge.value("wrong-players", wrong)
    Judge.value("expected", expected.values.reduce(0, +))
    Judge.value("total", await board.total())
}

await judge()
