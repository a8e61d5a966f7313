import ArgumentParser
import Foundation
import LearnExercises
import LearnLanguage
import LearnLessons
import LearnPlay
import LearnRunner
import LearnSystem
import LearnTrace

/// `learn verify NAME`: compiles the learner's copy, runs it many times traced and once under
/// ThreadSanitizer, and applies the exercise's checks; `--watch` does it again on every save.
package struct VerifyCommand: OneShotCommand {
    package static let configuration = CommandConfiguration.command("verify", about: .aboutVerify, details: .aboutVerifyDetails)

    @Argument(help: ArgumentHelp(.aboutVerifyName))
    package var name: String?

    @Option(help: ArgumentHelp(.aboutVerifyRuns))
    package var runs: Int?

    @Flag(help: ArgumentHelp(.aboutVerifyWatch))
    package var watch = false

    @Option(help: ArgumentHelp(.aboutVerifyReplay))
    package var replay: String?

    @Option(help: ArgumentHelp(.aboutVerifyWatchdog))
    package var watchdog: Double = 5

    @OptionGroup package var pageOutput: PageOptions

    @Flag(help: ArgumentHelp(.aboutVerifyTSan))
    var tsan = false

    @Flag(help: ArgumentHelp(.aboutVerifyAll))
    package var all = false

    @Option(help: ArgumentHelp(.aboutVerifyJunit, valueName: "file"), completion: .file(extensions: ["xml"]))
    package var junit: String?

    @Option(help: ArgumentHelp(.aboutVerifyFormat, valueName: "format"), completion: .list(["terminal", "github"]))
    package var format: String?

    @OptionGroup package var global: GlobalOptions
    package init() {}

    package func validate() throws {
        if let runs { try NumberOption.check(runs, "--runs", in: 1...1000) }
        if let replay, Self.replayParts(replay) == nil { throw OptionProblem.verifyReplay(replay) }
        if replay != nil, watch { throw OptionProblem.replayWithWatch }
        if pageOutput.html != nil, watch { throw OptionProblem.pageWithWatch }
        try NumberOption.check(watchdog, "--watchdog", above: 0, atMost: 3600, unit: "seconds")
        if let format, !["terminal", "github"].contains(format) { throw OptionProblem.verifyFormat(format) }
        if all {
            if let name { throw OptionProblem.verifyAllWith(name) }
            if watch { throw OptionProblem.verifyAllWith("--watch") }
            if replay != nil { throw OptionProblem.verifyAllWith("--replay") }
            if pageOutput.html != nil { throw OptionProblem.verifyAllWith("--html") }
        } else if junit != nil || format == "github" {
            throw OptionProblem.verifyReportNeedsAll
        }
    }

    package func execute(in session: Session) throws {
        if all { return try executeAll(in: session) }
        guard let pageFile = try pageOutput.check() else { return try verify(in: session) }
        let page = HTMLPage(title: "learn verify " + (name ?? session.playground.exercise ?? ""), language: session.language)
        // the page gets what the terminal does: the file, the verdict and its story, the last run's lanes
        do { try session.writing(to: session.console.copying { page.output($0) }) { try verify(in: session, page: page) } } catch {
            if page.hasOutput { try PageWriting.write(page, to: pageFile, console: session.console) }
            throw error
        }
        if page.hasOutput { try PageWriting.write(page, to: pageFile, console: session.console) }
    }

    private func verify(in session: Session, page: HTMLPage? = nil) throws {
        let found = try ExerciseSupport.exercise(name, in: session)
        session.playground.exercise = found.id
        let path = try ExerciseSupport.workspace(session.language).path(of: found)
        // the failure words in the session's language; the checks and the judge are the same
        let exercise = ExerciseSupport.shown(found, in: session)
        let words = Catalogue(session.language)
        let verifier = try verifier(session)
        InterruptFlag.install()
        if let replay, let (token, seed) = Self.replayParts(replay) {
            guard exercise.judge != nil else {
                throw LearnError.nothingToDo(words(.verifyNoJudge, exercise.id))
            }
            let verdict = try PlayCommand.playing(session.language) { () throws(PlayError) in
                try verifier.replay(exercise, path: path, token: token, seed: seed)
            }
            session.console.line(verdict.text(exercise, options: session.render))
            Self.draw(verdict, on: page)
            Self.noteSandbox(verdict, session: session)
            // A schedule that breaks a check, or a token that does not fit the file, exits 1 as a failed verify does.
            guard case .judged = verdict.outcome, verdict.failed.isEmpty, verdict.problem == nil, verdict.race == nil else {
                throw LearnError.nothingToDo(words(.verifyNotSolvedError, exercise.id))
            }
            return
        }
        guard watch else {
            if !FileManager.default.fileExists(atPath: path) {
                throw LearnError.nothingToDo(words(.verifyNoFile, path, session.interactive ? "" : "learn ", exercise.id))
            }
            if let page, let text = try? String(contentsOfFile: path, encoding: .utf8) {
                page.source(name: VisibleText.name(path), text: text)
            }
            let verdict = try once(exercise, path: path, verifier: verifier, session: session)
            Self.draw(verdict, on: page)
            if InterruptFlag.peek() || verdict.interrupted { throw LearnError.interrupted }
            if !verdict.passed { throw LearnError.nothingToDo(words(.verifyNotSolvedError, exercise.id)) }
            return
        }
        try watchLoop(exercise, path: path, verifier: verifier, session: session)
    }

    /// The verifier of this command's options, in the session's language.
    func verifier(_ session: Session) throws(LearnError) -> ExerciseVerifier {
        var playground = try PlayCommand.playing(session.language) { () throws(PlayError) in try Playground.standard() }
        playground.watchdog = watchdog
        playground.language = session.language
        var verifier = ExerciseVerifier(playground: playground, runs: runs)
        verifier.findsWitness = true
        verifier.threadSanitizer = tsan
        verifier.language = session.language
        return verifier
    }

    /// `TOKEN:SEED` as a verify prints it.
    static func replayParts(_ text: String) -> (ScheduleToken, UInt64)? {
        let parts = text.split(separator: ":")
        guard parts.count == 2, let token = ScheduleToken(parsing: String(parts[0])), let seed = UInt64(parts[1]) else { return nil }
        return (token, seed)
    }

    /// Verifies, shows the verdict and records it in progress, unless the file changed while
    /// it was verified: then the verdict is for text that is no longer the file.
    @discardableResult
    func once(_ exercise: Exercise, path: String, verifier: ExerciseVerifier, session: Session) throws -> ExerciseVerdict {
        let words = Catalogue(session.language)
        let start =
            exercise.judge != nil
            ? words(
                .verifyStartJudged, path, verifier.runs ?? exercise.runs, verifier.schedules ?? exercise.schedules,
                verifier.randomSchedules ?? exercise.randomSchedules) + (verifier.threadSanitizer ? words(.verifyStartTSan) : "")
            : words(.verifyStart, path, verifier.runs ?? exercise.runs)
        TerminalLines.wrap(start, to: session.render.width, indent: "  ").forEach { session.console.line($0) }
        var verifier = verifier
        let console = session.console
        // a progress line wraps at words as the start line does (Korean's is wider than 80 columns)
        let width = session.render.width
        verifier.onProgress = { line in TerminalLines.wrap(line, to: width, indent: "  ").forEach { console.line($0) } }
        let verdict = try PlayCommand.playing(session.language) { () throws(PlayError) in try verifier.verify(exercise, path: path) }
        for notice in verdict.notices { session.console.line(notice) }
        session.console.line(verdict.text(exercise, options: session.render))
        Self.noteSandbox(verdict, session: session)
        if case .judged = verdict.outcome, !verdict.interrupted, !verdict.changedMeanwhile {
            session.progress.recordVerify(exercise: exercise.id, passed: verdict.passed, text: verdict.source?.text)
        }
        if verdict.changedMeanwhile, !watch {
            session.console.line(words(.verifyNothingRecorded, session.interactive ? "" : "learn ", exercise.id))
        }
        return verdict
    }

    /// On the page (`--html`), the lanes of the run the verdict explains a failure with (the one
    /// its text draws), else of its last run.
    static func draw(_ verdict: ExerciseVerdict, on page: HTMLPage?) {
        guard let page, !verdict.runs.isEmpty else { return }
        let index = verdict.failingIndex.flatMap { verdict.runs.indices.contains($0) ? $0 : nil } ?? verdict.runs.count - 1
        let run = verdict.runs[index]
        page.run(run.trace, caption: VisibleText.name(run.result.request.target.program?.fileName ?? ""), number: index + 1)
    }

    /// What the sandbox refused the verify's runs (or that there is none here), as notes.
    static func noteSandbox(_ verdict: ExerciseVerdict, session: Session) {
        SandboxNotes.tell(verdict.runs.map(\.result) + (verdict.tsan?.runs.map(\.result) ?? []), session: session)
    }

    /// Verifies on every save until Ctrl-C; the file may vanish or break meanwhile.
    private func watchLoop(_ exercise: Exercise, path: String, verifier: ExerciseVerifier, session: Session) throws {
        let folder = (path as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let watcher: FolderWatcher
        do { watcher = try FolderWatcher(path: path) } catch {
            throw LearnError.nothingToDo(ExerciseError.said(error, in: session.language))
        }
        let clear = isatty(1) == 1 && !global.noColor
        let words = Catalogue(session.language)
        var again = false  // verifying again at once: the screen keeps saying why
        while true {
            if clear && !again { session.console.raw("\u{1B}[2J\u{1B}[H") }
            again = false
            if FileManager.default.fileExists(atPath: path) {
                let verdict = try once(exercise, path: path, verifier: verifier, session: session)
                if verdict.changedMeanwhile, !InterruptFlag.peek() {
                    // The save that changed it is already known: verify the new text at once.
                    watcher.discardPending()
                    session.console.line(words(.verifyAgainNew))
                    again = true
                    continue
                }
            } else if !FileManager.default.fileExists(atPath: folder) {
                session.console.line(words(.verifyFolderGone, folder, exercise.id))
            } else {
                session.console.line(words(.verifyFileGone, path))
            }
            if InterruptFlag.take() { break }
            session.console.line(watcher.isWatching ? words(.verifyWatching, path) : words(.verifyWaitingFolder, folder))
            guard watcher.waitForChange(stop: { InterruptFlag.peek() }) else { break }
        }
        _ = InterruptFlag.take()
        session.console.line(words(.verifyStoppedWatching))
    }
}
