import LearnLanguage
import LearnRunner
import LearnTrace

/// How ``InterleavingStory`` lays out and words its steps: its lanes, a fact's and a switch's
/// words, lines fitted to the width.
extension InterleavingStory {
    /// The story's threads as columns, in the order they first step, when a column each fits
    /// `width` with room for a step's words (two threads at 80 columns); nil tells one line a step.
    func lanes(width: Int, numberWidth: Int) -> (names: [String], width: Int)? {
        var names: [String] = []
        for step in steps where !step.thread.isEmpty && !names.contains(step.thread) { names.append(step.thread) }
        guard names.count >= 2 else { return nil }
        let room = (width - numberWidth - 4 - Self.gap * (names.count - 1)) / names.count
        return room >= Self.leastColumn ? (names, room) : nil
    }

    /// The fewest columns a thread's column takes: `reads balance → 100 · line 12` and a little.
    static let leastColumn = 30
    /// The columns between two threads' columns.
    static let gap = 2

    /// One line of the columns: `lead`, then each cell padded to its column, the last unpadded.
    static func row(lead: String, cells: [String], lanes: (names: [String], width: Int)) -> String {
        let last = cells.lastIndex { !$0.isEmpty } ?? 0
        let padded = cells.prefix(last + 1).enumerated().map { i, cell in
            i == last ? cell : cell + String(repeating: " ", count: max(0, lanes.width - TerminalLines.columns(cell)))
        }
        return lead + "  " + padded.joined(separator: String(repeating: " ", count: gap))
    }

    /// The variables and synchronisation objects that two or more threads' steps touch.
    static func shared(_ passed: [(number: Int, fact: GateFact?)]) -> Set<String> {
        var touched: [String: Set<Int>] = [:]
        for (number, fact) in passed where number > 0 {
            if let object = fact.flatMap(object(of:)) { touched[object, default: []].insert(number) }
        }
        return Set(touched.filter { $0.value.count > 1 }.keys)
    }

    /// What a step touches that another thread's step may touch too; nil for a step that touches
    /// nothing shared (a block's start, a print, a judge's pause).
    static func object(of fact: GateFact) -> String? {
        switch fact {
        case .read(let name), .write(let name), .modify(let name), .call(let name, _): "var " + name
        case .lock(let name), .unlock(let name): "lock " + name
        case .wait(let object, let number), .timeout(let object, let number): "\(object) \(number)"
        case .signal(let number): "semaphore \(number)"
        case .sync(_, let queue): "queue " + queue
        // the order of blocks queued on a queue of the program's own decides the order they run in;
        // a global queue's blocks run at once, and a block's start touches nothing
        case .enqueue(_, let queue) where !queue.hasPrefix("com.apple.root."): "queue " + queue
        default: nil
        }
    }

    /// The names the learner's file declares with `var` (`var count = 0`, `private var balance:
    /// Int`): the program's own state, which an outcome is made of.
    static func variables(declaredIn source: [String]) -> Set<String> {
        var names: Set<String> = []
        for line in source {
            var rest = Substring(line)
            while let range = rest.range(of: "var ") {
                let before = rest[..<range.lowerBound].last
                rest = rest[range.upperBound...]
                guard before == nil || before == " " || before == "(" || before == "\t" else { continue }
                let name = rest.drop { $0 == " " }.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                if !name.isEmpty { names.insert(String(name)) }
            }
        }
        return names
    }

    /// The step's words with its value: `reads count → 0`, `writes count ← 1`.
    static func words(_ fact: GateFact, held: Int?, wrote: Int?, _ say: Catalogue) -> String {
        switch fact {
        // a plain access whose value the tracer did not see says `?`, never a guess
        case .read, .modify: say(.storyReadValue, fact.words(say), held.map(String.init) ?? "?")
        case .call(_, let method) where GateFact.textCalls.contains(method): fact.words(say)
        case .call: held.map { say(.storyReadValue, fact.words(say), $0) } ?? fact.words(say)
        case .write: say(.storyWroteValue, fact.words(say), wrote.map(String.init) ?? "?")
        default: fact.words(say)
        }
    }

    /// Why the run left the thread of step `i - 1` at step `i` (a thread other than it, or the
    /// clock), on its way to thread `to` (the next step told); nil when there is no switch.
    static func switchWords(
        at i: Int, to: Int, _ passed: [(number: Int, fact: GateFact?)], _ steps: [ScheduleReport.Step], _ name: (Int) -> String,
        _ say: Catalogue
    ) -> String? {
        guard i > 0, passed[i].number != passed[i - 1].number, to > 0 else { return nil }
        let before = passed[i - 1].number
        guard before > 0 else { return say(.storySwitchAfterClock, name(to)) }
        if steps[i].at.contains(before) {
            // the schedule chose another thread while this one could go on
            let chosen = passed[i].number
            return chosen == to || chosen == 0
                ? say(.storySwitchPreempted, name(before), name(to)) : say(.storySwitchPreemptedVia, name(before), name(chosen), name(to))
        }
        if passed[(i + 1)...].contains(where: { $0.number == before }) {
            return say(.storySwitchWaits, name(before), passed[i - 1].fact.map { $0.words(say) } ?? "", name(to))
        }
        return say(.storySwitchEnded, name(before), name(to))
    }

    /// `text` wrapped after `lead`, its later lines under its first word.
    static func hang(_ lead: String, _ text: String, _ width: Int) -> [String] {
        let indent = String(repeating: " ", count: TerminalLines.columns(lead))
        return TerminalLines.wrap(text, to: max(20, width - indent.count)).enumerated().map {
            ($0.offset == 0 ? lead : indent) + $0.element
        }
    }

    static func pad(_ s: String, _ n: Int) -> String { String(repeating: " ", count: max(0, n - s.count)) + s }

    /// `line` cut to `width` display columns, with `…` where it was cut.
    static func fit(_ line: String, _ width: Int) -> String { TerminalLines.cut(line, to: width) }
}
