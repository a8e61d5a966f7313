import ArgumentParser
import Foundation
import LearnDemoProcess
import LearnDemos
import LearnJudge
import LearnLessons
import LearnRunner
import LearnTrace

/// `learn explore <lesson> --variant V`: every schedule of a small run, and the outcomes they give.
package struct ExploreCommand: OneShotCommand {
    package static let configuration = CommandConfiguration(
        commandName: "explore",
        abstract: "Run a lesson's demo, or your own Swift file, under every interleaving of its gates and count the outcomes.",
        discussion: """
            Runs the demo in its small stepping configuration (the race: 2 writers, 2 rows each) once per \
            schedule of its fine-grained gates, and prints each outcome with how many schedules gave it and \
            a token that replays one of them (`learn run LESSON --variant V --replay TOKEN`).
            Given a .swift file, explores your own program: its gates are its shared variables' reads and \
            writes, queues, waits and prints; schedules are bounded by --preemptions (CHESS's preemption \
            bounding) and --depth; each outcome's token replays with `learn play --replay TOKEN FILE`.
            """
    )

    @OptionGroup package var part: LessonPartOptions
    package var lesson: String { part.lesson }
    package var variant: String? { part.variant }

    @OptionGroup package var parameters: ParameterOptions
    /// The `--set` values given, in order.
    package var assignments: [String] { parameters.assignments }

    @Option(name: .customLong("max-schedules"), help: "Run at most this many schedules.")
    package var maxSchedules: Int = 2_000

    @Option(help: "Do not branch after this many gates.")
    package var depth: Int = 400

    @Option(help: "Stop after this many seconds.")
    package var budget: Double = 60

    @Option(help: "A .swift file: switch threads at most this many times where the running one could go on.")
    package var preemptions: Int = 2

    @OptionGroup package var global: GlobalOptions
    package init() {}

    package func validate() throws {
        try NumberOption.check(budget, "--budget", above: 0, atMost: 3600, unit: "seconds")
        try NumberOption.check(maxSchedules, "--max-schedules", in: 1...1_000_000)
        try NumberOption.check(depth, "--depth", in: 1...100_000)
        try NumberOption.check(preemptions, "--preemptions", in: 0...20)
    }

    package func execute(in session: Session) throws {
        if Self.isFile(lesson) { return try exploreFile(lesson, session: session) }
        let demo = try self.demo(session)
        var bounds = ScheduleExplorer.Bounds()
        bounds.schedules = max(1, maxSchedules)
        bounds.depth = max(1, depth)
        bounds.seconds = max(0.1, budget)
        let parameters = demo.parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        session.console.line("Exploring \(demo.id) --variant \(demo.variant) \(parameters)")
        // A lesson's part may set a goal: each schedule is judged by it, and the search says whether any reaches it.
        let goal = (try? session.lesson(lesson)).flatMap { GoalCheck.goals(of: $0, part: demo.variant).first }
        let found = ScheduleExplorer(runner: DemoRunner()).explore(
            RunRequest(demo: demo, pace: 0), labels: Set(demo.traits.labels), bounds: bounds,
            goal: goal.map { goal in
                { GoalCheck.reached(goal.condition, in: $0) }
            })
        // the table's sentences wrap at the terminal's width (its rows fit it)
        let width = session.render.width
        session.console.line(
            Self.table(found, budget: bounds.seconds).split(separator: "\n", omittingEmptySubsequences: false)
                .flatMap { $0.count > width ? Text.hanging("", String($0), width: width) : [String($0)] }.joined(separator: "\n"))
        if let goal { session.console.line(GoalCheck.verdict(goal.name, found)) }
    }

    /// The demo, variant and stepping parameters the words name.
    func demo(_ session: Session) throws -> DemoTarget {
        let demoID = DemoCatalog.named(lesson) != nil ? lesson : try session.lesson(lesson).demo
        guard let spec = DemoCatalog.named(demoID) else {
            throw LearnError.badLine("the lesson `\(lesson)` runs the demo `\(demoID)`, which this version of learn does not have")
        }
        let variantName = variant ?? spec.defaultVariant.name
        guard spec.variant(named: variantName) != nil else {
            throw LearnError.unknownVariant(variantName, lesson: lesson, variants: spec.variants.map(\.name))
        }
        let profile = DemoCatalog.stepProfile(for: spec.id)
        if let refusal = profile.refusal ?? profile.replayRefusal {
            throw LearnError.nothingToDo("`\(spec.id)` cannot be explored: \(refusal)")
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

    /// The outcome table, jcstress-style: outcome, how many schedules, one token each.
    /// Outcomes that differ only in the goal say so in their label: no two rows read the same.
    static func table(_ found: ScheduleExplorer.Exploration, budget: Double = 60) -> String {
        let labelled = found.outcomes.map { (label: label($0), outcome: $0) }.sorted { $0.label < $1.label }
        let width = max(7, labelled.map(\.label.count).max() ?? 0)
        var lines = ["  " + "outcome".padding(toLength: width, withPad: " ", startingAt: 0) + "  schedules  replay token"]
        for (label, outcome) in labelled {
            let count = String(outcome.schedules)
            lines.append(
                "  " + label.padding(toLength: width, withPad: " ", startingAt: 0) + "  "
                    + String(repeating: " ", count: max(0, 9 - count.count)) + count + "  " + (outcome.token.map { "\($0)" } ?? "-"))
        }
        let seconds = String(format: "%.1f", found.seconds)
        let scope =
            found.complete
            ? "every schedule"
            : found.outOfTime
                ? "the budget of \(String(format: "%g", budget)) s ran out; not every schedule"
                : "stopped at a bound; not every schedule"
        lines.append(
            "\(found.schedules) schedules in \(seconds) s (\(scope)); \(found.outcomes.count) outcome\(found.outcomes.count == 1 ? "" : "s")."
        )
        let texts = Set(found.outcomes.map(\.text))
        if texts.contains("lost wake-up") {
            lines.append(
                "lost wake-up: a thread waits on a semaphore no thread will signal (the signaller has finished); not a deadlock, where threads wait for each other in a cycle."
            )
        }
        if texts.contains("deadlock") {
            lines.append("deadlock: threads wait for each other in a cycle, so none can go on.")
        }
        if found.divergent > 0 {
            lines.append("\(found.divergent) runs did not follow their token: the demo decides something between its gates.")
        }
        return lines.joined(separator: "\n")
    }

    /// The outcome's values, and whether it reaches the goal when one was searched for.
    static func label(_ outcome: ScheduleExplorer.Outcome) -> String {
        switch outcome.reachesGoal {
        case true?: outcome.text + " · goal reached"
        case false?: outcome.text + " · goal not reached"
        case nil: outcome.text
        }
    }
}
