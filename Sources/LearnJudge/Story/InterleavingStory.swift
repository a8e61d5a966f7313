import Foundation
import LearnLanguage
import LearnRunner
import LearnTrace

/// A scheduled run of a learner's program told step by step, from its report's facts (issue "Show
/// the interleaving"): each step's thread as the lanes name it, what it did (``GateFact``) with the
/// value it read or wrote, and its line of the learner's file; each switch to another thread with
/// why (the thread before could go on: a preemption; it waited; it had ended; the clock moved); the
/// race pair marked. Steps that touch nothing another thread touches are left out, and said so.
package struct InterleavingStory: Sendable {
    /// One step as told.
    package struct Step: Sendable, Equatable {
        package var index: Int
        package var thread: String
        package var words: String
        package var line: Int?
        /// Why the run switched to this step's thread, when it did.
        package var switchWords: String?
        package var isRace: Bool
        /// How many steps in a row this line tells: the same thread doing the same thing at the
        /// same line (`writes account ×4`), its first at ``index``.
        package var count = 1
        /// Whether the step names what it touches (a variable, a lock, a queue): `memory` the
        /// tracer could not name tells the learner less, and is the first left out.
        package var named = true
        /// Whether the step says the value it read or wrote: what the outcome is made of.
        package var valued = false
        /// The variable the step reads or writes, as the tracer named it (`box.count`).
        package var variable: String?
        /// The gate's site (an offset into the program), whose line a story told without the
        /// build's line tables (explore's) looks up later (``resolveLines(_:)``).
        package var site: UInt64?
        /// The last step this line tells.
        package var lastIndex: Int { index + count - 1 }
    }

    package var steps: [Step] = []
    /// The queues whose blocks each told thread ran in the run, as its lane names them
    /// (`T1 global(default)`), in the order the threads first step: the story names a thread by
    /// its lane, and this line says which queue it served.
    package var queues: [String] = []
    /// How many steps of the run there were in all.
    package var total = 0
    /// The steps (1-based) that touch what another thread touches, told or left out to keep the
    /// story short: a gap holding one is not said to touch nothing shared.
    var shared: Set<Int> = []

    /// The most steps kept before the story is shrunk to its lines: a loop's thousand iterations
    /// are its first and its last.
    static let most = 200

    /// The story of `result`'s schedule; `lineOf` names the learner's line of a gate's site.
    package init(_ result: RunResult, say: Catalogue, lineOf: (UInt64) -> Int? = { _ in nil }) {
        guard let report = result.schedule, let steps = report.steps, steps.count == report.gates.count else { return }
        let passed = report.gates.map { gate in
            (number: Int(gate.prefix { $0 != ":" }) ?? 0, fact: ScheduleReport.fact(ofPassed: gate))
        }
        total = passed.count
        let written = Dictionary((report.written ?? []).compactMap { $0.count == 2 ? ($0[0], $0[1]) : nil }) { a, _ in a }
        var tids: [Int: Int32] = [:]
        for (i, step) in steps.enumerated() where passed[i].number > 0 { tids[passed[i].number] = step.tid }
        let name = { (number: Int) in tids[number].map { result.trace.threadName(tid: $0) } ?? say(.stuckThread, number) }
        let shared = Self.shared(passed)
        let racing = Set((result.schedule?.race?.accesses ?? []).map { "\($0.tid) \($0.site)" })
        var told: [Step] = []
        var lastTold: Int?
        for (i, step) in steps.enumerated() {
            let (number, fact) = passed[i]
            let isRace = step.tid.map { racing.contains("\($0) \(step.site ?? 0)") } ?? false
            guard number == 0 || isRace || fact.map({ shared.contains(Self.object(of: $0) ?? "") }) == true else { continue }
            var words =
                number == 0
                ? step.now.map { say(.storyClockAt, TimeText.duration($0)) } ?? say(.storyClock)
                : fact.map { Self.words($0, held: step.held, wrote: written[i], say) } ?? ""
            if isRace { words += say(.storyRace) }
            let line = step.line.flatMap { $0 > 0 ? $0 : nil } ?? step.site.flatMap(lineOf)
            // the switch from the thread of the step told before, where it happened
            let switchAt = lastTold.flatMap { j in (j + 1...i).first { passed[$0].number != passed[j].number } }
            let switchWords = switchAt.flatMap { Self.switchWords(at: $0, to: number, passed, steps, name, say) }
            let thread = number == 0 ? "" : name(number)
            lastTold = i
            // the same thread doing the same thing at the same line, right after: one line, ×N
            if switchWords == nil, let last = told.last, last.lastIndex == i, last.thread == thread, last.words == words,
                last.line == line, last.isRace == isRace
            {
                told[told.count - 1].count += 1
                continue
            }
            told.append(
                Step(
                    index: i + 1, thread: thread, words: words, line: line, switchWords: switchWords, isRace: isRace,
                    named: fact.map { Self.object(of: $0) != "var memory" } ?? true,
                    valued: step.held != nil || written[i] != nil, variable: fact?.plainVariable, site: step.site))
        }
        self.shared = Set(told.flatMap { $0.index...$0.lastIndex })
        var named: [String] = []
        for step in told where !step.thread.isEmpty && !named.contains(step.thread) { named.append(step.thread) }
        queues = named.compactMap { thread in
            guard let info = result.trace.threads.first(where: { $0.name == thread }) else { return nil }
            let served = result.trace.queues(ofThread: info.index).filter { !$0.isEmpty }
            guard let first = served.first else { return nil }
            return thread + " " + QueueName.short(first, say) + (served.count > 1 ? "+\(served.count - 1)" : "")
        }
        if told.count > Self.most {
            // a loop that races every time marks many steps: its first and last ones are kept
            let marked = told.filter(\.isRace)
            let race = marked.count > Self.most / 2 ? Array(marked.prefix(Self.most / 4) + marked.suffix(Self.most / 4)) : marked
            let ends = told.prefix(max(0, Self.most / 2 - race.count)) + told.suffix(Self.most / 2)
            told = (Array(ends) + race).reduce(into: [Step]()) { kept, step in
                if !kept.contains(where: { $0.index == step.index }) { kept.append(step) }
            }.sorted { $0.index < $1.index }
        }
        self.steps = told
    }

    /// The sites of the steps told without a line: a story made without the build's line tables.
    package var sitesWithoutLines: Set<UInt64> { Set(steps.compactMap { $0.line == nil ? $0.site : nil }) }

    /// Names the line of each step told without one, from the build's line tables.
    package mutating func resolveLines(_ lineOf: (UInt64) -> Int?) {
        for i in steps.indices where steps[i].line == nil { steps[i].line = steps[i].site.flatMap(lineOf) }
    }

    /// The story's lines, each at most `width` display columns; none when there is no story to
    /// tell (a run of one thread, an unscheduled run).
    package func lines(width: Int, source: [String], say: Catalogue, most: Int = InterleavingStory.mostLines) -> [String] {
        guard Set(steps.map(\.thread)).subtracting([""]).count > 1 else { return [] }
        let all = render(steps, width: width, source: source, say: say)
        guard all.count > most else { return all }
        // Shrunk to `most` lines: the race pair first, then the steps nearest it; without a race,
        // the steps on the program's own `var`s (what the outcome is made of; those with a value
        // first), then the other named ones (a lock, a queue, a library's storage), then the rest,
        // each kind nearest the end first (where the outcome was made). Each step is kept only
        // while the whole story, its `⋮ N steps left out` lines too, still fits.
        let races = steps.filter(\.isRace).map(\.index)
        let declared = Self.variables(declaredIn: source)
        let kind = { (step: Step) -> Int in
            guard step.named else { return 3 }
            guard let name = step.variable, declared.contains(String(name.split(separator: ".").last ?? "")) else { return 2 }
            return step.valued ? 0 : 1
        }
        let rank = { (step: Step) -> (Int, Int, Int) in
            races.isEmpty
                ? (kind(step), self.total - step.index, step.index)
                : (races.map { abs($0 - step.index) }.min()!, kind(step), step.index)
        }
        var kept: [Step] = []
        var best = render([], width: width, source: source, say: say)
        for step in steps.sorted(by: { rank($0) < rank($1) }) {
            let trial = (kept + [step]).sorted { $0.index < $1.index }
            let told = render(trial, width: width, source: source, say: say)
            guard told.count <= most else { continue }
            kept = trial
            best = told
        }
        return best
    }

    /// The most lines a story takes: a failure's story fits a terminal's 40 lines beside its lanes.
    package static let mostLines = 40

    private func render(_ shown: [Step], width: Int, source: [String], say: Catalogue) -> [String] {
        var out = TerminalLines.wrap(say(.storyHeader, shown.count, total), to: width)
        if !queues.isEmpty { out += TerminalLines.wrap(say(.storyQueues, queues.joined(separator: ", ")), to: width) }
        // the steps after `last` and before `next`, and why they are left out
        let leftOut = { (last: Int, next: Int) in
            let n = next - last - 1
            let why = (last + 1..<next).contains { self.shared.contains($0) } ? say(.storyLeftOutShort, n) : say(.storyLeftOut, n)
            return Self.hang("     ⋮ ", why, width)
        }
        let nameWidth = shown.map { TerminalLines.columns($0.thread) }.max() ?? 2
        let number = { (step: Step) in step.count > 1 ? "\(step.index)–\(step.lastIndex)" : String(step.index) }
        let numberWidth = max(4, shown.map { number($0).count }.max() ?? 4)
        let lanes = lanes(width: width, numberWidth: numberWidth)
        if let lanes {
            // a column per thread, its name on top
            let names = lanes.names.map { TerminalLines.cut($0, to: lanes.width) }
            out.append(Self.row(lead: String(repeating: " ", count: numberWidth + 2), cells: names, lanes: lanes))
        }
        var last = 0
        for step in shown {
            if step.index > last + 1 { out += leftOut(last, step.index) }
            last = step.lastIndex
            if let why = step.switchWords { out += Self.hang("       ↪ ", why, width) }
            let place = step.line.map { say(.storyLine, $0) } ?? ""
            if let lanes, let column = lanes.names.firstIndex(of: step.thread) {
                // the step in its thread's column: its words, then its line's number and code
                // under them, as an editor's gutter shows them (`10│ if canSignal {`)
                let words = step.count > 1 ? say(.storyRepeated, step.words, step.count) : step.words
                let code = step.line.flatMap { $0 >= 1 && $0 <= source.count ? source[$0 - 1].trimmingCharacters(in: .whitespaces) : nil }
                var cell: [String]
                if let line = step.line, let code, !code.isEmpty {
                    cell = TerminalLines.wrap(words, to: lanes.width) + [TerminalLines.cut("\(line)│ " + code, to: lanes.width)]
                } else {
                    cell = TerminalLines.wrap(words + (place.isEmpty ? "" : " · " + place), to: lanes.width)
                }
                for (i, text) in cell.enumerated() {
                    let lead = "  " + (i == 0 ? Self.pad(number(step), numberWidth) : String(repeating: " ", count: numberWidth))
                    var cells = Array(repeating: "", count: lanes.names.count)
                    cells[column] = text
                    out.append(Self.row(lead: lead, cells: cells, lanes: lanes))
                }
                continue
            }
            let head =
                Self.pad(number(step), numberWidth) + " " + step.thread
                + String(repeating: " ", count: nameWidth - TerminalLines.columns(step.thread))
            let words = step.count > 1 ? say(.storyRepeated, step.words, step.count) : step.words
            out.append(Self.fit("  " + head + "  " + words + (place.isEmpty ? "" : "  · " + place), width))
            if let line = step.line, line >= 1, line <= source.count {
                let code = source[line - 1].trimmingCharacters(in: .whitespaces)
                let indent = String(repeating: " ", count: numberWidth + 5 + nameWidth)
                if !code.isEmpty { out.append(Self.fit(indent + "│ " + code, width)) }
            }
        }
        if total > last { out += leftOut(last, total + 1) }
        return out
    }

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
