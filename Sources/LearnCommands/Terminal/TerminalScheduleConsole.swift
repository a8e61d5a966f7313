import Foundation
import LearnLanguage
import LearnLessons
import LearnRunner
import LearnSystem
import LearnTrace

/// Step mode at the terminal: shows where every demo thread stands and reads
/// which one goes on (`1`, `2`…, Enter for the first, `a` for auto, Ctrl-C to stop).
package struct TerminalScheduleConsole: ScheduleConsole {
    /// The language of the screen and the terminal's width (a lesson's, see ``speaking(_:)``).
    var options: RenderOptions

    package init(options: RenderOptions = .plain) { self.options = options }

    package func speaking(_ options: RenderOptions) -> any ScheduleConsole { TerminalScheduleConsole(options: options) }

    package func decide(_ decision: ScheduleDecision) -> ScheduleAnswer {
        Self.ask(decision, shown: Self.render(decision, options: options), options: options)
    }

    /// Shows `shown` and reads the learner's answer to `decision`: a thread's key, Enter for
    /// the first, `a` for auto; asks again after anything else; Ctrl-C stops.
    static func ask(_ decision: ScheduleDecision, shown: String, options: RenderOptions = .plain) -> ScheduleAnswer {
        Console.writeAll(STDOUT_FILENO, shown)
        while true {
            guard let line = Self.readLine() else { return InterruptFlag.take() ? .stop : .auto }
            let word = line.trimmingCharacters(in: .whitespaces).lowercased()
            if word.isEmpty, let first = decision.choices.first { return .go(first) }
            if word == "a" || word == "auto" { return .auto }
            if let number = Int(word), decision.choices.contains(number) { return .go(number) }
            let keys = decision.choices.map(String.init).joined(separator: ", ")
            Console.writeAll(STDOUT_FILENO, fitted(options.words(.gateChoose, keys), options))
        }
    }

    /// The screen for one decision: a line per thread, then the question. Threads are named as
    /// in the log and lanes (`main`, `T1`…), gates by the line of the code the lesson shows.
    static func render(_ decision: ScheduleDecision, options: RenderOptions = .plain) -> String {
        let say = options.words
        var text = say(.gateHeading, decision.step + 1) + "\n"
        for stand in decision.threads {
            let name = stand.isMain ? "main" : stand.name ?? say(.gateNewThread)
            let key = stand.state == .atGate ? "\(stand.number)" : "·"
            let place: String
            switch stand.state {
            case .atGate:
                let gate = stand.gate.map { say(.gateAt, $0.summary) } ?? say(.gateAtAGate)
                place = gate + (stand.gate.flatMap { location(of: $0, say) }.map { "  (\($0))" } ?? "")
            case .blocked:
                let waits = stand.waitingIn.map { say(.gateWaitsIn, waitWords($0, say)) } ?? ""
                let after = stand.gate.map { say(.gateAfter, $0.summary) } ?? ""
                place = say(.gateBlocked) + waits + after
            case .lockedOut: place = say(.gateLockedOut, stand.gate?.summary ?? "")
            }
            text += "    \(key)  \(padded(name, to: 11))\(place)\n"
        }
        let keys = decision.choices.map(String.init).joined(separator: "/")
        text += say(.gatePrompt, keys)
        return fitted(text, options, hang: 18)
    }

    /// Where a gate stands in the code the lesson shows (`line 3 of the lesson's code race/append-row`);
    /// nil for a gate outside every region: learn's own sources, which the learner cannot open.
    static func location(of gate: GateArrival, _ say: Catalogue = Catalogue(.en)) -> String? {
        guard gate.line > 0, let place = SourceRegions.place(fileID: gate.file, line: Int(gate.line)) else { return nil }
        return say(.gatePlace, place.line, place.region)
    }

    /// What the kernel says a blocked thread waits in, in words (``ThreadStand/waitWords(_:_:)``).
    static func waitWords(_ waitingIn: String, _ say: Catalogue) -> String { ThreadStand.waitWords(waitingIn, say) }

    /// `name` cut or padded to `columns` display columns, as `padding(toLength:)` does by characters.
    static func padded(_ name: String, to columns: Int) -> String {
        var kept = ""
        for c in name where TerminalLines.columns(kept + String(c)) <= columns { kept.append(c) }
        return kept + String(repeating: " ", count: max(0, columns - TerminalLines.columns(kept)))
    }

    /// The screen's lines fitted to the terminal's width in display columns: a wider line wraps
    /// at spaces, under its own start (`hang` columns further for a thread's row, which starts
    /// with four spaces), in every language: a terminal that wraps a line itself cuts words
    /// (`sche|duler`) and breaks the screen's budget of lines.
    static func fitted(_ text: String, _ options: RenderOptions, hang: Int = 2) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let line = String(line)
            guard TerminalLines.columns(line) > options.width else { return line }
            let lead = String(line.prefix { $0 == " " })
            let room = max(10, options.width - lead.count)
            let indent = String(repeating: " ", count: min(room / 2, lead.count == 4 ? hang - 4 : 2))
            return TerminalLines.wrap(String(line.dropFirst(lead.count)), to: room, indent: indent).map { lead + $0 }
                .joined(separator: "\n")
        }.joined(separator: "\n")
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
        let say = options.words
        var lines: [String] = []
        if let mismatch = result.schedule?.mismatch { lines.append("  ⚠ " + ScheduleMismatch.said(mismatch, in: say)) }
        lines += result.steppedEnding(say)
        let text = lines.map { Self.fitted($0, options) + "\n" }.joined()
        // Machine-read output (`--json` into a pipe) stays clean: the token is in its own JSON line there.
        Console.writeAll(isatty(STDOUT_FILENO) == 1 ? STDOUT_FILENO : STDERR_FILENO, text)
    }
}
