import Foundation
import LearnExercises
import LearnLanguage
import LearnSystem
import LearnTrace

/// `learn verify --all`: every exercise of the catalogue whose file the learner has, verified one
/// after another as `verify NAME` verifies it (the same lines, the same verdict, recorded in
/// progress), then one line of counts; `--junit FILE` and `--format github` say the same
/// verdicts to a CI system. An exercise without a file is not started: listed, never judged,
/// never a failure. Exits 0 when every started exercise passed, 1 when one did not or none is
/// started (nothing judged is no pass), 64 for a `--junit` path refused before anything ran.
extension VerifyCommand {
    func executeAll(in session: Session) throws {
        let words = Catalogue(session.language)
        let file: ReportFile?
        do { file = try junit.map { path throws(ReportFile.Refusal) in try ReportFile(path) } } catch {
            throw LearnError.badLine(error.words.said(in: session.language))
        }
        let workspace = try ExerciseSupport.workspace(session.language)
        let verifier = try verifier(session)
        InterruptFlag.install()
        let github = format == "github"
        // GitHub takes no command from the lines between `::stop-commands::TOKEN` and `::TOKEN::`:
        // a learner's words in a verdict (a label, a compiler's quote of a line) stay words
        let token = github ? (0..<4).map { _ in String(UInt32.random(in: 0...UInt32.max), radix: 16) }.joined() : ""
        let here = FileManager.default.currentDirectoryPath
        let learn = session.interactive ? "" : "learn "
        var report = ClassReport()
        report.title = { words(.verifyAllTitle, $0) }
        for found in ExerciseSupport.catalog.exercises {
            let path = workspace.path(of: found)
            let shown = ClassReport.shownPath(path, in: here)
            guard FileManager.default.fileExists(atPath: path) else {
                let sentence = words(.verifyAllNotStarted, found.id, learn)
                let line = (session.render.unicode ? "· " : "- ") + sentence
                if !github { TerminalLines.wrap(line, to: session.render.width, indent: "  ").forEach { session.console.line($0) } }
                report.entries.append(.init(id: found.id, path: shown, result: .notStarted(sentence)))
                continue
            }
            let exercise = ExerciseSupport.shown(found, in: session)
            let inert = ClassReport.githubInert(token: token)
            if github { session.console.line("::group::" + ClassReport.githubData(words(.verifyAllTitle, found.id)) + "\n" + inert.before) }
            let verdict = try once(exercise, path: path, verifier: verifier, session: session)
            session.console.line(github ? inert.after + "\n::endgroup::" : "")
            if InterruptFlag.peek() || verdict.interrupted { throw LearnError.interrupted }
            report.entries.append(entry(verdict, exercise: exercise, path: path, shown: shown, session: session))
        }
        if github { report.githubLines().forEach { session.console.line($0) } }
        let seconds = String(format: "%.1f", report.seconds)
        let width = session.render.width
        let summary = words(.verifyAllSummary, report.passed, report.failed, report.notStarted, seconds)
        TerminalLines.wrap(summary, to: width, indent: "  ").forEach { session.console.line($0) }
        if let file {
            let timestamp = String(Date().formatted(.iso8601).prefix(19))
            do { try file.write(report.junit(timestamp: timestamp)) } catch {
                throw LearnError.nothingToDo(error.words.said(in: session.language))
            }
            let wrote = words(.junitWrote, VisibleText.name(file.path), report.entries.count)
            TerminalLines.wrap(wrote, to: width, indent: "  ").forEach { session.console.line($0) }
        }
        let started = report.entries.count - report.notStarted
        if started == 0 { throw LearnError.nothingToDo(words(.verifyAllNothingStarted, VisibleText.name(workspace.directory), learn)) }
        if report.failed > 0 { throw LearnError.nothingToDo(words(.verifyAllFailedError, report.failed, started)) }
    }

    /// One exercise's line of the report: its verdict's sentences, and its text without colour.
    private func entry(
        _ verdict: ExerciseVerdict, exercise: Exercise, path: String, shown: String, session: Session
    )
        -> ClassReport.Entry
    {
        var options = session.render
        options.color = false
        let words = Catalogue(session.language)
        let findings = verdict.findings(exercise, path: path, words: words)
        let result: ClassReport.Entry.Result =
            verdict.passed ? .passed(verdict.closingSentence(exercise, words: words)) : .failed(findings)
        return .init(
            id: exercise.id, path: shown, seconds: verdict.seconds, result: result, details: verdict.text(exercise, options: options))
    }
}
