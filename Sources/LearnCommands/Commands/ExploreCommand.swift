import ArgumentParser
import Foundation
import LearnDemoProcess
import LearnDemos
import LearnJudge
import LearnLanguage
import LearnLessons
import LearnRunner
import LearnTrace

/// `learn explore <lesson> --variant V`: every schedule of a small run, and the outcomes they give.
package struct ExploreCommand: OneShotCommand, LessonPartCommand {
    package static let configuration = CommandConfiguration.command("explore", about: .aboutExplore, details: .aboutExploreDetails)

    @OptionGroup package var part: LessonPartOptions

    @Option(name: .customLong("max-schedules"), help: ArgumentHelp(.aboutExploreMaxSchedules))
    package var maxSchedules: Int = 2_000

    @Option(help: ArgumentHelp(.aboutExploreDepth))
    package var depth: Int = 400

    @Option(help: ArgumentHelp(.aboutExploreBudget))
    package var budget: Double = 60

    @Option(help: ArgumentHelp(.aboutExplorePreemptions))
    package var preemptions: Int?

    @OptionGroup package var pageOutput: PageOptions

    @OptionGroup package var global: GlobalOptions
    package init() {}

    package func validate() throws {
        try NumberOption.check(budget, "--budget", above: 0, atMost: 3600, unit: "seconds")
        try NumberOption.check(maxSchedules, "--max-schedules", in: 1...1_000_000)
        try NumberOption.check(depth, "--depth", in: 1...100_000)
        if let preemptions { try NumberOption.check(preemptions, "--preemptions", in: 0...20) }
    }

    package func execute(in session: Session) throws {
        let pageFile = try pageOutput.check()
        let page = pageFile.map { _ in HTMLPage(title: "learn explore " + VisibleText.name(lesson), language: session.language) }
        let console = page.map { page in session.console.copying { page.output($0) } } ?? session.console
        do { try explore(session, console: console, page: page) } catch {
            if let pageFile, let page, page.hasOutput { try PageWriting.write(page, to: pageFile, console: session.console) }
            throw error
        }
        if let pageFile, let page, page.hasOutput { try PageWriting.write(page, to: pageFile, console: session.console) }
    }

    /// Explores the lesson's demo or the file, writing to `console` (the page's copy with `--html`).
    private func explore(_ session: Session, console: Console, page: HTMLPage?) throws {
        if Self.isFile(lesson) { return try exploreFile(lesson, session: session, console: console, page: page) }
        let demo = try self.demo(session)
        var bounds = ScheduleExplorer.Bounds()
        bounds.schedules = max(1, maxSchedules)
        bounds.depth = max(1, depth)
        bounds.seconds = max(0.1, budget)
        let parameters = demo.parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        let say = Catalogue(session.language)
        Self.tell(say(.exploreDemo, demo.id, demo.variant, parameters), on: console, width: session.render.width)
        // A lesson's part may set a goal: each schedule is judged by it, and the search says whether any reaches it.
        let goal = (try? session.lesson(lesson)).flatMap { GoalCheck.goals(of: $0, part: demo.variant).first }
        let found = ScheduleExplorer(runner: DemoRunner()).explore(
            RunRequest(demo: demo, pace: 0), labels: Set(demo.traits.labels), bounds: bounds,
            goal: goal.map { goal in
                { GoalCheck.reached(goal.condition, in: $0) }
            })
        // the table's sentences wrap at the terminal's width (its rows fit it)
        console.line(
            Self.fitted(Self.table(found, budget: bounds.seconds, words: say, columns: session.render.width), width: session.render.width))
        if let goal { Self.tell(GoalCheck.verdict(goal.name, found, words: say), on: console, width: session.render.width) }
    }

    /// The demo, variant and stepping parameters the words name.
    func demo(_ session: Session) throws -> DemoTarget {
        let demoID = DemoCatalog.named(lesson) != nil ? lesson : try session.lesson(lesson).demo
        guard let spec = DemoCatalog.named(demoID) else {
            throw LearnError.badLine(Catalogue(session.language)(.exploreNoDemo, lesson, demoID))
        }
        let variantName = variant ?? spec.defaultVariant.name
        guard spec.variant(named: variantName) != nil else {
            throw LearnError.unknownVariant(variantName, lesson: lesson, variants: spec.variants.map(\.name))
        }
        let profile = DemoCatalog.stepProfile(for: spec.id)
        if let refusal = profile.refusal ?? profile.replayRefusal {
            throw LearnError.nothingToDo(Catalogue(session.language)(.cannotBeExplored, spec.id, refusal.said(in: session.language)))
        }
        var parameters: [String: String] = [:]
        for p in spec.parameters { parameters[p.name] = p.defaultValue }
        for (k, v) in profile.parameters { parameters[k] = v }
        for text in assignments {
            let assignment = try Assignment(parsing: text, parameters: spec.parameters, scope: "`\(spec.id)`")
            parameters[assignment.name] = assignment.value
        }
        return DemoTarget(catalog: spec.id, variant: variantName, parameters: parameters)
    }

    /// The outcome table, jcstress-style: outcome, how many schedules, one token each, its
    /// columns aligned in display columns. Outcomes that differ only in the goal say so in their
    /// label: no two rows read the same.
    /// Rows wider than `columns` take their token to a line of its own under them: a row is
    /// never wrapped, which would lose its columns. `token` writes an outcome's token (a file's
    /// is tied to its text).
    static func table(
        _ found: ScheduleExplorer.Exploration, budget: Double = 60, words say: Catalogue = Catalogue(.en), columns: Int = .max,
        program: Bool = false, token: (ScheduleExplorer.Outcome) -> String? = { $0.token.map { "\($0)" } }
    ) -> String {
        let labelled = found.outcomes.map { (label: label($0, say), outcome: $0) }.sorted { $0.label < $1.label }
        let header = say(.exploreOutcome), counted = say(.exploreSchedules)
        let width = max(TerminalLines.columns(header), labelled.map { TerminalLines.columns($0.label) }.max() ?? 0)
        let countWidth = TerminalLines.columns(counted)
        let widest = 2 + width + 2 + countWidth + 2 + (labelled.map { TerminalLines.columns(token($0.outcome) ?? "-") }.max() ?? 1)
        // too wide for the terminal: each outcome on a line, its count and token under it
        let below = widest > columns
        var lines = ["  " + (below ? header : Self.pad(header, to: width) + "  " + counted + "  " + say(.exploreToken))]
        for (label, outcome) in labelled {
            let count = String(outcome.schedules)
            if below {
                lines.append("  " + label)
                lines.append("      " + say(.exploreRowBelow, outcome.schedules, token(outcome) ?? "-"))
            } else {
                lines.append(
                    "  " + Self.pad(label, to: width) + "  " + String(repeating: " ", count: max(0, countWidth - count.count)) + count
                        + "  " + (token(outcome) ?? "-"))
            }
        }
        let seconds = String(format: "%.1f", found.seconds)
        let scope =
            found.complete
            ? say(found.reduced ? .exploreEveryClass : .exploreEvery)
            : found.outOfTime ? say(.exploreOutOfTime, String(format: "%g", budget)) : say(.exploreBound)
        let outcomes = say(.exploreOutcomeCount, found.outcomes.count)
        lines.append(say(.exploreSummary, found.schedules, seconds, scope, outcomes))
        let texts = Set(found.outcomes.map(\.text))
        if texts.contains(WaitDiagnosis.Hang.lostWakeup.rawValue) { lines.append(say(.exploreLostWakeup)) }
        if texts.contains(WaitDiagnosis.Hang.deadlock.rawValue) { lines.append(say(.exploreDeadlock)) }
        if found.divergent > 0 { lines.append(say(program ? .exploreDivergentProgram : .exploreDivergent, found.divergent)) }
        if let first = found.divergences.first { lines.append(say(.exploreDivergenceFirst, first.words(say))) }
        return lines.joined(separator: "\n")
    }

    /// The outcome's values, and whether it reaches the goal when one was searched for.
    static func label(_ outcome: ScheduleExplorer.Outcome, _ say: Catalogue = Catalogue(.en)) -> String {
        let text = outcome.words ?? outcome.text
        switch outcome.reachesGoal {
        case true?: return text + say(.exploreGoalReached)
        case false?: return text + say(.exploreGoalMissed)
        case nil: return text
        }
    }

    /// Says one of explore's sentences, wrapped at the terminal's width in display columns.
    static func tell(_ sentence: String, on console: Console, width: Int) {
        console.line(fitted(sentence, width: width))
    }

    /// `s` padded with spaces to `columns` display columns (never cut).
    static func pad(_ s: String, to columns: Int) -> String {
        s + String(repeating: " ", count: max(0, columns - TerminalLines.columns(s)))
    }

    /// `text`'s lines, each wider than `width` display columns wrapped at spaces (the table's
    /// rows fit; its sentences wrap).
    static func fitted(_ text: String, width: Int) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .flatMap { TerminalLines.columns(String($0)) > width ? Text.hanging("", String($0), width: width) : [String($0)] }
            .joined(separator: "\n")
    }
}
