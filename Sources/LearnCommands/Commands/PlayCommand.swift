import ArgumentParser
import Foundation
import LearnLanguage
import LearnPlay
import LearnRunner
import LearnSystem
import LearnTrace

/// `learn play FILE.swift`: compiles the learner's own file and runs it like a demo, traced.
package struct PlayCommand: OneShotCommand, OutputCommand {
    package static let configuration = CommandConfiguration.command("play", about: .aboutPlay, details: .aboutPlayDetails)

    @Argument(help: ArgumentHelp(.aboutPlayFile), completion: .file(extensions: ["swift"]))
    package var file: String?

    @Flag(help: ArgumentHelp(.aboutPlayTsan))
    package var tsan = false

    @Flag(help: ArgumentHelp(.aboutPlaySchedule))
    package var schedule = false

    @Option(help: ArgumentHelp(.aboutPlayReplay, valueName: "TOKEN"))
    package var replay: String?

    @Option(help: ArgumentHelp(.aboutPlayRuns))
    package var runs = 3

    @Flag(help: ArgumentHelp(.aboutPlayRaw))
    package var raw = false

    @Option(name: .customLong("repeat"), help: ArgumentHelp(.aboutPlayRepeatCount, valueName: "N"))
    package var repeatCount: Int?

    @Option(help: ArgumentHelp(.aboutPlayWatchdog))
    package var watchdog: Double = 10

    @OptionGroup package var output: OutputOptions

    @Option(name: .customLong("new"), help: ArgumentHelp(.aboutPlayNewName, valueName: "NAME"))
    package var newName: String?

    @Option(
        name: .customLong("from"),
        help: ArgumentHelp(.aboutPlayFromLesson, valueName: "LESSON"),
        completion: .custom(Completions.lessonIDs))
    package var fromLesson: String?

    @OptionGroup package var global: GlobalOptions
    package init() {}

    package func validate() throws {
        try NumberOption.check(runs, "--runs", in: 1...1000)
        if let repeatCount { try NumberOption.check(repeatCount, "--repeat", in: 1...10_000) }
        try NumberOption.check(watchdog, "--watchdog", above: 0, atMost: 3600, unit: "seconds")
        if tsan && traceOut != nil { throw OptionProblem.tsanIsNotTraced }
        if let problem = viewText.flatMap(RunCommand.viewProblem) { throw problem }
        if tsan && (schedule || replay != nil) { throw OptionProblem.tsanWithScheduler(flag: schedule ? "--schedule" : "--replay") }
        if (schedule || replay != nil) && repeatCount != nil { throw OptionProblem.runsOnce(flag: schedule ? "--schedule" : "--replay") }
        if schedule && replay != nil { throw OptionProblem.scheduleOrReplay }
        if tsan && repeatCount != nil { throw OptionProblem.tsanWithRepeat }
    }

    package func execute(in session: Session) throws {
        var command = self
        let words = Catalogue(session.language)
        if let newName {
            command.file = try Self.playing(session.language) { () throws(PlayError) in
                try ScratchFile.create(newName, language: session.language)
            }
        }
        if let fromLesson {
            let lesson = try session.lesson(fromLesson)
            // the title as the learner reads it: its translation's, when that is up to date
            let title = session.library.lesson(id: lesson.id, language: session.language)?.lesson.title ?? lesson.title
            command.file = try LessonCode.write(lesson, title: title, words: words)
        }
        if newName != nil || fromLesson != nil {
            session.console.line(words(.playWrote, command.file!))
        }
        guard let path = command.file ?? session.playground.file else {
            throw LearnError.nothingToDo(words(.playNameAFile))
        }
        command.file = path
        command.newName = nil
        command.fromLesson = nil
        session.playground.file = path
        session.playground.lastCommand = command
        session.playground.ranLast = true
        InterruptFlag.install()
        // `schedule on` in the shell steps the learner's file as it steps demos (a flag given
        // wins); `again` after `schedule off` runs free again.
        if case .step? = session.schedule, !command.schedule, command.replay == nil, !command.tsan, command.repeatCount == nil {
            command.schedule = true
        }
        try PlayPresenter(command: command, session: session).play(path)
    }

    /// Runs a library call, turning its ``PlayError`` into the command line's error, in `language`'s words.
    static func playing<T>(_ language: Language = .en, _ body: () throws(PlayError) -> T) throws(LearnError) -> T {
        do { return try body() } catch {
            let message = error.message(Catalogue(language))
            throw error.isUsageError ? LearnError.badLine(message) : LearnError.nothingToDo(message)
        }
    }
}
