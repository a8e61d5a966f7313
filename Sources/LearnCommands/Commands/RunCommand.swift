import ArgumentParser
import Foundation
import LearnDemos
import LearnLessons
import LearnRunner
import LearnSystem
import LearnTrace

/// `learn run <lesson>`: plays a lesson, running its demos live.
package struct RunCommand: OneShotCommand, LessonPartCommand, OutputCommand {
    package static let configuration = CommandConfiguration.command("run", about: .aboutRun, details: .aboutRunDetails)

    @OptionGroup package var part: LessonPartOptions

    // `--seed` and `--pace` take the next word whatever it is, so `--pace -1` is judged as
    // a value and refused in words that say what is allowed.
    @Option(
        name: .customLong("seed"), parsing: .unconditional,
        help: ArgumentHelp(.aboutRunSeedText, valueName: "seed"))
    var seedText: String?

    @Option(
        name: .customLong("pace"), parsing: .unconditional,
        help: ArgumentHelp(.aboutRunPaceText, valueName: "pace"))
    var paceText: String = "1"

    /// The seed given, if any.
    package var seed: UInt64? { seedText.flatMap { UInt64($0) } }
    /// The pace given: 1 unless `--pace` says otherwise.
    package var pace: Double { Double(paceText) ?? 1 }

    @Flag(help: ArgumentHelp(.aboutRunStep))
    package var step = false

    @Flag(help: ArgumentHelp(.aboutRunSchedule))
    package var schedule = false

    @Option(help: ArgumentHelp(.aboutRunReplay, valueName: "token"))
    package var replay: String?

    @Flag(name: .customLong("record-gates"), help: ArgumentHelp(.aboutRunRecordGates))
    package var recordGates = false

    @Flag(help: ArgumentHelp(.aboutRunPresent))
    package var present = false

    @OptionGroup package var output: OutputOptions

    @OptionGroup package var global: GlobalOptions
    package init() {}

    /// `--schedule`, `--replay`, `--record-gates`, else the shell's `schedule on`.
    func scheduleMode(_ session: Session) throws -> ScheduleMode? {
        if let replay {
            guard let token = ScheduleToken(parsing: replay) else {
                throw OptionProblem.replayToken(replay)
            }
            return .replay(token)
        }
        if schedule { return .step }
        if recordGates { return .record }
        return session.schedule
    }

    package func validate() throws {
        if let problem = RunCommand.paceProblem(paceText) ?? seedText.flatMap(RunCommand.seedProblem)
            ?? viewText.flatMap(RunCommand.viewProblem)
        {
            throw problem
        }
    }

    /// What is wrong with a `--pace` value, or nil when it is a number above 0 and at most 100.
    static func paceProblem(_ text: String) -> OptionProblem? {
        if (try? NumberOption.parse(text, "--pace", above: 0, atMost: 100)) != nil { return nil }
        return .pace(text)
    }

    /// What is wrong with a `--view` value, or nil when it names views (or `none`).
    static func viewProblem(_ text: String) -> OptionProblem? {
        TraceViewSet.parse(text).problems.isEmpty ? nil : .view(text)
    }

    /// What is wrong with a `--seed` value, or nil when it is a whole number from 0.
    static func seedProblem(_ text: String) -> OptionProblem? {
        UInt64(text) == nil ? .seed(text) : nil
    }

    package func execute(in session: Session) throws {
        let language = self.language(in: session)
        let lesson = try session.lesson(lesson, in: language)
        if let variant, !lesson.variants.contains(variant) {
            throw LearnError.unknownVariant(variant, lesson: lesson.id, variants: lesson.variants)
        }
        var options = LessonOptions()
        options.variant = variant
        options.overrides = session.overrides
        for text in assignments {
            let assignment = try Assignment(parsing: text, for: lesson)
            options.overrides[assignment.name] = assignment.value
        }
        options.seed = seed
        options.pace = pace
        let step = self.step || present
        options.interactive = session.interactive || step
        options.shell = session.interactive
        // pages for a class only in a one-shot run: the shell has its own prompt between stops
        options.screens = step && !session.interactive
        options.present = present && !session.interactive
        options.views = viewText.map { TraceViewSet.parse($0).views } ?? session.views
        options.json = json
        // Decided and opened before the lesson runs, not after a class has watched it.
        options.traceOut = try openTraceOut()
        options.schedule = try scheduleMode(session)
        options.render = session.render
        options.render.language = language
        if global.noColor { options.render.color = false }
        // In the shell, trust given on one `run` lasts the session (a paused lesson runs on later).
        if global.trustLessons { session.trustLessons = true }
        if options.present { session.console.raw(LessonDriver.clearScreen) }
        // Ctrl-C only sets a flag: the runner sees it and stops the demo's process.
        InterruptFlag.install()
        let pageFile = try checkPage()
        if pageFile != nil {
            options.page = HTMLPage(title: lesson.title, language: language)
            options.page?.present = present  // the page for a projector too: large type
            // in the shell a page is of the whole lesson, played through as a one-shot run
            // plays it (a pause would end the command with half a page written)
            if session.interactive { (options.interactive, options.screens, options.present) = (false, false, false) }
        }
        let player = session.makePlayer(lesson, options, session)
        do { try session.play(player, step: step, from: player.advance()) } catch {
            // a lesson whose check failed (or that was stopped) is shown as far as it ran
            if let pageFile, let page = options.page { try writePage(page, to: pageFile, console: session.console) }
            throw error
        }
        if let pageFile, let page = options.page { try writePage(page, to: pageFile, console: session.console) }
    }
}
