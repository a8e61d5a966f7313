import ArgumentParser
import Foundation
import LearnLanguage
import LearnPlay
import LearnRunner
import LearnSystem
import LearnTrace

/// `learn play FILE.swift`: compiles the learner's own file and runs it like a demo, traced.
package struct PlayCommand: OneShotCommand {
    package static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Compile and run your own Swift file, showing the thread and queue of every block and print.",
        discussion: """
            Uses `swiftc` from PATH; builds are kept in $XDG_CACHE_HOME/learn/play (default ~/.cache/learn/play), so an unchanged file is not compiled again. The program's standard input is empty (it reads no keyboard input). In the shell, `play` alone, `again` and `edit` work on the last file.
            Exits 1 when the file does not compile, the program fails, crashes or hangs, or --tsan finds a data race; 64 for a file that cannot be read; 130 after Ctrl-C.
            """
    )

    @Argument(help: "The Swift file to run (in the shell: the last one when left out).", completion: .file(extensions: ["swift"]))
    package var file: String?

    @Flag(help: "Build with ThreadSanitizer and explain each data race at your lines.")
    package var tsan = false

    @Flag(help: "Stop every thread at each gate (a shared variable's read or write, a queue, a wait, a print) and choose which goes on.")
    package var schedule = false

    @Option(help: ArgumentHelp("Run the schedule a token names (from `learn explore FILE` or a --schedule run).", valueName: "TOKEN"))
    package var replay: String?

    @Option(help: "How many runs --tsan tries before saying it found no race.")
    package var runs = 3

    @Flag(help: "With --tsan: also print ThreadSanitizer's own reports.")
    package var raw = false

    @Option(name: .customLong("repeat"), help: ArgumentHelp("Run it N times and count what it printed last.", valueName: "N"))
    package var repeatCount: Int?

    @Option(help: "Seconds without progress before the run is stopped.")
    package var watchdog: Double = 10

    @OptionGroup package var output: OutputOptions
    package var viewText: String? { output.viewText }
    package var json: Bool { output.json }
    package var traceOut: String? { output.traceOut }

    @Option(name: .customLong("new"), help: ArgumentHelp("Create NAME.swift with a commented example, then run it.", valueName: "NAME"))
    package var newName: String?

    @Option(
        name: .customLong("from"),
        help: ArgumentHelp("Write the code a lesson shows as LESSON.swift to start from, then run it.", valueName: "LESSON"),
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
        if let newName { command.file = try Self.playing(session.language) { () throws(PlayError) in try ScratchFile.create(newName) } }
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
