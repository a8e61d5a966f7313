import Foundation
import LearnLanguage
import LearnLessons
import LearnPlay
import LearnRunner
import LearnState
import LearnTrace

/// Compiles and runs the Swift files of teachers' lessons (`@run file=`) with the playground,
/// once the learner trusts the folder they come from.
///
/// A lesson is data, but its Swift file is code that runs as the learner: before the code of a
/// folder is compiled for the first time, `learn` says so and asks; yes is remembered
/// (``FolderTrust``). Without a terminal to ask at, an untrusted folder's code is never
/// compiled; `--trust-lessons` (or `LEARN_TRUST_LESSONS=1`) trusts every folder for one run.
struct LessonCodeRunner: CodeRunning {
    unowned let session: Session

    func prepare(_ file: CodeFile, lesson: Lesson, say: (String) -> Void) -> Result<any TargetRunning, CodeFileProblem> {
        let words = Catalogue(session.language)
        if let refusal = FolderTrust.refusal(file.folder) {
            return .failure(CodeFileProblem(words(.trustControlCharacter, VisibleText.name(refusal.folder), refusal.control)))
        }
        // Read once, before the question, never through a link: what is compiled is what was
        // asked about, even if the file is swapped while the question waits.
        let source: PlaySource
        do { source = try PlaySource.load(file.path, followLinks: false) } catch { return .failure(CodeFileProblem(error.message(words))) }
        if let refusal = refusal(file, lesson: lesson) { return .failure(refusal) }
        do {
            var playground = try Playground.standard()
            playground.language = session.language
            let build = try playground.build(source)
            if let notice = build.notice { say(notice) }
            if build.compiled { say(words(.trustCompiled, file.name, String(format: "%.1f", build.compileSeconds))) }
            return .success(PlaygroundRunner(playground: playground, build: build))
        } catch {
            if case .compileFailed(_, let diagnostics) = error {
                session.console.errorRaw(diagnostics.trimmingCharacters(in: .newlines))
            }
            return .failure(CodeFileProblem(error.message(words)))
        }
    }

    /// Why the file's code is not compiled, or nil when its folder is trusted (or now agreed to).
    private func refusal(_ file: CodeFile, lesson: Lesson) -> CodeFileProblem? {
        let trust = FolderTrust()
        if session.trustLessons || trust.isTrusted(file.folder) { return nil }
        let files = lesson.codeFiles.map { "`\($0)`" }.joined(separator: ", ")
        let say = Catalogue(session.language)
        let folder = VisibleText.name(file.folder)
        guard session.canAskAtTerminal() else { return CodeFileProblem(say(.trustNoTerminal, lesson.id, folder, files)) }
        session.console.line()
        for line in Text.wrap(say(.trustWarning, lesson.id, files, folder), width: session.render.width) {
            session.console.line(VisibleText.escape(line))
        }
        let answer = session.ask(say(.trustQuestion))?.trimmingCharacters(in: .whitespaces).lowercased()
        guard answer == "y" || answer == "yes" else { return CodeFileProblem(say(.trustRefused, folder, file.name)) }
        do { try trust.trust(file.folder) } catch {
            let why =
                (error as? FolderTrust.Refusal).map { say(.trustControlCharacter, VisibleText.name($0.folder), $0.control) }
                ?? (error as? StateFileError)?.message(session.language) ?? "\(error)"
            session.console.error(say(.trustNotRemembered, folder, trust.file, why))
        }
        return nil
    }
}

/// Runs one compiled build of a lesson's file for each request, as the lesson's runner.
struct PlaygroundRunner: TargetRunning {
    let playground: Playground
    let build: PlayBuild

    /// Runs the build once, what is said of the run in the request's language.
    func run(_ request: RunRequest, live: (TraceEvent) -> Void) -> RunResult {
        var playground = playground
        playground.language = request.language
        do {
            var result = try playground.run(build, live: live).result
            result.request = request
            // A teacher's code writes only in its run's own folder: a refused write is a note of the run.
            if let refused = result.refusedWrites { result.notes.append(refused.words(Catalogue(request.language))) }
            return result
        } catch {
            return RunResult(request: request, status: .failed(error.message(Catalogue(request.language))), trace: Trace(events: []))
        }
    }
}

extension Session {
    /// True when a question can be asked and answered: input and output are a terminal.
    func canAskAtTerminal() -> Bool {
        isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    }
}
