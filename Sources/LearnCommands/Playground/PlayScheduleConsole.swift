import Foundation
import LearnPlay
import LearnRunner
import LearnSystem
import LearnTrace

/// Step mode over a learner's own file (`learn play --schedule`): shows, for every thread, its
/// name as in the log and lanes, its queue, its gate in words, and the learner's file and line
/// with that line of their source; reads which thread goes on as the demos' step mode does.
final class PlayScheduleConsole: ScheduleConsole, @unchecked Sendable {
    private let build: PlayBuild
    private let playground: Playground
    private let lines: [String]
    private let lock = NSLock()
    /// Lines of the sites seen so far (one symbolizer run per new set).
    private var known: [UInt64: Int] = [:]

    init(build: PlayBuild, playground: Playground) {
        self.build = build
        self.playground = playground
        self.lines = build.source.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    func decide(_ decision: ScheduleDecision) -> ScheduleAnswer { TerminalScheduleConsole.ask(decision, shown: render(decision)) }

    /// The screen for one decision: two lines per thread (where it stands; its line of source), then the question.
    func render(_ decision: ScheduleDecision) -> String {
        resolve(decision)
        var text = "  ⏸ gate \(decision.step + 1): who goes next?\n"
        for stand in decision.threads {
            let name = stand.isMain ? "main" : stand.name ?? "new thread"
            let key = stand.state == .atGate ? "\(stand.number)" : "·"
            let queue = stand.gate?.queue.map { $0.isEmpty ? "" : " on \(QueueName.short($0))" } ?? ""
            let words: String
            switch stand.state {
            case .atGate: words = stand.gate.map { "\($0.summary)" } ?? "at a gate"
            case .blocked:
                let waits = stand.waitingIn.map { " in \($0)" } ?? ""
                words = "blocked or done\(waits)" + (stand.gate.map { ", after: \($0.summary)" } ?? "")
            }
            text += "    \(key)  \(name.padding(toLength: 10, withPad: " ", startingAt: 0))\(queue): \(words)\n"
            if let line = line(of: stand.gate) {
                let source = line <= lines.count ? lines[line - 1].trimmingCharacters(in: .whitespaces) : ""
                text += "         \(build.source.fileName):\(line)   \(source)\n"
            }
        }
        let keys = decision.choices.map(String.init).joined(separator: "/")
        text += "  \(keys) lets that thread pass its gate · Enter: the first · a: auto (the real scheduler finishes) · Ctrl-C: stop > "
        return text
    }

    /// The learner's line of a gate: the site table's, or the first of its sites at a line of theirs.
    func line(of gate: GateArrival?) -> Int? {
        guard let gate else { return nil }
        if gate.line > 0 { return Int(gate.line) }
        return lock.withLock { gate.sites?.lazy.compactMap { self.known[$0] }.first { $0 > 0 } }
    }

    private func resolve(_ decision: ScheduleDecision) {
        let sites = Set(decision.threads.flatMap { $0.gate?.sites ?? [] })
        let unknown = lock.withLock { sites.filter { known[$0] == nil } }
        guard !unknown.isEmpty else { return }
        let found = playground.lines(build, sites: unknown)
        lock.withLock {
            for site in unknown { known[site] = found[site] ?? 0 }  // 0: no line of the learner's
        }
    }

    func ended(_ result: RunResult) {
        var text = ""
        if let mismatch = result.schedule?.mismatch { text += "  ⚠ \(mismatch)\n" }
        if result.schedule?.wentAuto == true { text += "  ↷ the real scheduler finished the run\n" }
        if let token = result.schedule?.token {
            let words = ProgramToken(schedule: token, text: build.source.text)
            text +=
                "  ↻ \(token.choices.count) gates passed; replay this interleaving with `learn play --replay \(words) \(build.source.path)`\n"
        }
        Console.writeAll(isatty(STDOUT_FILENO) == 1 ? STDOUT_FILENO : STDERR_FILENO, text)
    }
}
