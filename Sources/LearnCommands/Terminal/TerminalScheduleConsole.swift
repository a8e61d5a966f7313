import Foundation
import LearnLessons
import LearnRunner
import LearnSystem
import LearnTrace

/// Step mode at the terminal: shows where every demo thread stands and reads
/// which one goes on (`1`, `2`…, Enter for the first, `a` for auto, Ctrl-C to stop).
package struct TerminalScheduleConsole: ScheduleConsole {
    package init() {}

    package func decide(_ decision: ScheduleDecision) -> ScheduleAnswer { Self.ask(decision, shown: Self.render(decision)) }

    /// Shows `shown` and reads the learner's answer to `decision`: a thread's key, Enter for
    /// the first, `a` for auto; asks again after anything else; Ctrl-C stops.
    static func ask(_ decision: ScheduleDecision, shown: String) -> ScheduleAnswer {
        Console.writeAll(STDOUT_FILENO, shown)
        while true {
            guard let line = Self.readLine() else { return InterruptFlag.take() ? .stop : .auto }
            let word = line.trimmingCharacters(in: .whitespaces).lowercased()
            if word.isEmpty, let first = decision.choices.first { return .go(first) }
            if word == "a" || word == "auto" { return .auto }
            if let number = Int(word), decision.choices.contains(number) { return .go(number) }
            let keys = decision.choices.map(String.init).joined(separator: ", ")
            Console.writeAll(STDOUT_FILENO, "  choose \(keys), or a (auto) > ")
        }
    }

    /// The screen for one decision: a line per thread, then the question. Threads are named as
    /// in the log and lanes (`main`, `T1`…), gates by the line of the code the lesson shows.
    static func render(_ decision: ScheduleDecision) -> String {
        var text = "  ⏸ gate \(decision.step + 1): who goes next?\n"
        for stand in decision.threads {
            let name = stand.isMain ? "main" : stand.name ?? "new thread"
            let key = stand.state == .atGate ? "\(stand.number)" : "·"
            let place: String
            switch stand.state {
            case .atGate:
                let gate = stand.gate.map { "at `\($0.summary)`" } ?? "at a gate"
                place = gate + (stand.gate.flatMap(location(of:)).map { "  (\($0))" } ?? "")
            case .blocked:
                let waits = stand.waitingIn.map { " in \($0)" } ?? ""
                let after = stand.gate.map { ", after `\($0.summary)`" } ?? ""
                place = "blocked or done\(waits)\(after)"
            }
            text += "    \(key)  \(name.padding(toLength: 11, withPad: " ", startingAt: 0))\(place)\n"
        }
        let keys = decision.choices.map(String.init).joined(separator: "/")
        text += "  \(keys) lets that thread pass its gate · Enter: the first · a: auto (the real scheduler finishes) · Ctrl-C: stop > "
        return text
    }

    /// Where a gate stands in the code the lesson shows (`line 3 of race/append-row`);
    /// nil for a gate outside every region: learn's own sources, which the learner cannot open.
    static func location(of gate: GateArrival) -> String? {
        guard gate.line > 0, let place = SourceRegions.place(fileID: gate.file, line: Int(gate.line)) else { return nil }
        return "line \(place.line) of the lesson's code \(place.region)"
    }

    /// One line from standard input; nil at its end or after Ctrl-C (the flag stays set).
    static func readLine() -> String? {
        var bytes: [UInt8] = []
        while true {
            var fds = [pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)]
            if InterruptFlag.peek() { return nil }
            guard poll(&fds, 1, 50) > 0 else { continue }
            var byte: UInt8 = 0
            let n = read(STDIN_FILENO, &byte, 1)
            if n < 0 && errno == EINTR { continue }
            guard n == 1 else { return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self) }
            if byte == 10 { return String(decoding: bytes, as: UTF8.self) }
            bytes.append(byte)
        }
    }
}

extension TerminalScheduleConsole {
    package func ended(_ result: RunResult) {
        var text = ""
        if let mismatch = result.schedule?.mismatch { text += "  ⚠ \(mismatch)\n" }
        if result.schedule?.wentAuto == true { text += "  ↷ the real scheduler finished the run\n" }
        if let token = result.scheduleToken {
            let steps = token.stepWords  // threads let go at gates; the clock's firings said apart
            text += "  ↻ \(steps); replay this interleaving with `--replay \(token)` (same part and parameters)\n"
        } else if let reason = result.noTokenReason {
            text += "  ↻ no replay token: \(reason)\n"
        }
        // Machine-read output (`--json` into a pipe) stays clean: the token is in its own JSON line there.
        Console.writeAll(isatty(STDOUT_FILENO) == 1 ? STDOUT_FILENO : STDERR_FILENO, text)
    }
}
