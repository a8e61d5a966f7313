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
                ? step.now.map { now in
                    // a clock step while threads could still go on moved it early: they were slow
                    let couldGo = step.at.filter { !(step.out ?? []).contains($0) }
                    return couldGo.isEmpty
                        ? say(.storyClockAt, TimeText.duration(now))
                        : say(.storyClockEarlyAt, TimeText.duration(now), couldGo.map(name).joined(separator: ", "))
                } ?? say(.storyClock)
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
}
