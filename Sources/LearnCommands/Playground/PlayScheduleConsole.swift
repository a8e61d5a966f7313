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
    /// The language of the screen and the terminal's width.
    private let options: RenderOptions
    private let lock = NSLock()
    /// Lines of the sites seen so far (one symbolizer run per new set).
    private var known: [UInt64: Int] = [:]

    init(build: PlayBuild, playground: Playground, options: RenderOptions = .plain) {
        self.build = build
        self.playground = playground
        self.options = options
        self.lines = build.source.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    func decide(_ decision: ScheduleDecision) -> ScheduleAnswer {
        TerminalScheduleConsole.ask(decision, shown: render(decision), options: options)
    }

    /// The screen for one decision: two lines per thread (where it stands; its line of source), then the question.
    func render(_ decision: ScheduleDecision) -> String {
        resolve(decision)
        let say = options.words
        var text = say(.gateHeading, decision.step + 1) + "\n"
        for stand in decision.threads {
            let name = stand.isMain ? "main" : stand.name ?? say(.gateNewThread)
            let key = stand.state == .atGate ? "\(stand.number)" : "·"
            let queue = stand.gate?.queue.map { $0.isEmpty ? "" : say(.playGateOnQueue, QueueName.short($0, say)) } ?? ""
            let words: String
            switch stand.state {
            case .atGate: words = stand.gate.map { $0.words(say) } ?? say(.gateAtAGate)
            case .blocked:
                let waits = stand.waitingIn.map { say(.gateWaitsIn, TerminalScheduleConsole.waitWords($0, say)) } ?? ""
                words = say(.gateBlocked) + waits + (stand.gate.map { say(.playGateAfter, $0.words(say)) } ?? "")
            case .lockedOut: words = say(.gateLockedOut, stand.gate.map { $0.words(say) } ?? "")
            }
            text += "    \(key)  \(TerminalScheduleConsole.padded(name, to: 10))\(queue): \(words)\n"
            if let line = line(of: stand.gate) {
                let source = line <= lines.count ? lines[line - 1].trimmingCharacters(in: .whitespaces) : ""
                text += "         \(build.source.fileName):\(line)   \(source)\n"
            }
        }
        let keys = decision.choices.map(String.init).joined(separator: "/")
        text += say(.gatePrompt, keys)
        return TerminalScheduleConsole.fitted(text, options, hang: 17)
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
        let say = options.words
        var lines: [String] = []
        if let mismatch = result.schedule?.mismatch { lines.append("  ⚠ " + ScheduleMismatch.said(mismatch, in: say)) }
        if result.schedule?.wentAuto == true { lines.append(say(.gateWentAuto)) }
        if result.schedule?.finishedByDefault == true { lines.append(say(.gateFinishedByDefault)) }
        if let report = result.schedule, let token = report.token {
            let words = ProgramToken(schedule: token, text: build.source.text)
            lines.append(say(.playGatesPassed, report.choices.count, words, build.source.path))
        }
        let text = lines.map { TerminalScheduleConsole.fitted($0, options) + "\n" }.joined()
        Console.writeAll(isatty(STDOUT_FILENO) == 1 ? STDOUT_FILENO : STDERR_FILENO, text)
    }
}
