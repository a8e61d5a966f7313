import ArgumentParser
import Foundation
import LearnLanguage
import LearnLessons
import LearnPlay
import LearnRunner
import LearnServe
import LearnTrace

/// `learn serve`: the local classroom (``Classroom``), open until Ctrl-C.
///
/// A teacher's folder whose lessons run Swift files is asked about here, at the terminal, before
/// the classroom opens, with the same words and the same remembered yes as `learn run`; a page
/// never asks. A folder not agreed to stays listed, and its code does not run.
package struct ServeCommand: OneShotCommand {
    package static let configuration = CommandConfiguration.command("serve", about: .aboutServe, details: .aboutServeDetails)

    @Option(name: .customLong("port"), parsing: .unconditional, help: ArgumentHelp(.aboutServePort, valueName: "port"))
    var portText = "0"

    @OptionGroup package var global: GlobalOptions
    package init() {}

    /// `--port` as a port number (0: the system chooses); nil when it is not one.
    var port: Int? { Int(portText).flatMap { (0...65535).contains($0) ? $0 : nil } }

    package func validate() throws {
        if port == nil { throw OptionProblem.port(portText) }
    }

    package func execute(in session: Session) throws {
        let language = self.language(in: session)
        session.language = language
        let agreed = askTrust(session)
        let words = Catalogue(language)
        let console = session.console
        let width = session.render.width
        let shared = SharedSession(session: session)
        let classroom = Classroom(
            port: port ?? 0, language: language, library: session.library,
            makeCodeRunner: { ServeCodeRunner(session: shared.session, agreed: agreed) },
            opened: { address in
                console.line(words(.serveOpen, address))
                for line in Text.wrap(words(.serveOpenHow), width: width) { console.line(line) }
            })
        let ending = Ending()
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            do { try await classroom.serve() } catch { ending.error = error }
            done.signal()
        }
        done.wait()
        if let error = ending.error {
            if let refused = error as? Classroom.CannotListen { throw LearnError.cannotServe(port: refused.port, reason: refused.reason) }
            throw error
        }
        console.line(words(.serveClosed))
    }

    /// Asks, for each folder of `--lessons` whose lessons run Swift files and that is not
    /// trusted, whether its code may run; returns the folders agreed to now.
    private func askTrust(_ session: Session) -> Set<String> {
        guard !session.trustLessons else { return [] }
        let say = Catalogue(session.language)
        let trust = FolderTrust()
        var asked: Set<String> = []
        var agreed: Set<String> = []
        for header in session.library.lessons {
            guard let lesson = session.library.lesson(id: header.id), let name = lesson.codeFiles.first,
                case .success(let file) = CodeFile.beside(lesson.file, named: name), !asked.contains(file.folder),
                !trust.isTrusted(file.folder)
            else { continue }
            asked.insert(file.folder)
            let folder = VisibleText.name(file.folder)
            guard session.canAskAtTerminal(), FolderTrust.refusal(file.folder) == nil else {
                session.console.error(say(.serveTrustSkipped, folder))
                continue
            }
            let files = lesson.codeFiles.map { "`\($0)`" }.joined(separator: ", ")
            session.console.line()
            for line in Text.wrap(say(.trustWarning, lesson.id, files, folder), width: session.render.width) {
                session.console.line(VisibleText.escape(line))
            }
            let answer = session.ask(say(.trustQuestion))?.trimmingCharacters(in: .whitespaces).lowercased()
            guard answer == "y" || answer == "yes" else {
                session.console.error(say(.serveTrustSkipped, folder))
                continue
            }
            agreed.insert(file.folder)
            do { try trust.trust(file.folder) } catch {
                session.console.error(say(.trustNotRemembered, folder, trust.file, "\(error)"))
            }
        }
        return agreed
    }
}

/// How the classroom ended, written by its task before the command's thread reads it.
private final class Ending: @unchecked Sendable {
    var error: (any Error)?
}

/// The command's session, lent to the classroom's runs: it plays one run at a time, so the
/// session is used by one thread at a time.
private final class SharedSession: @unchecked Sendable {
    let session: Session
    init(session: Session) { self.session = session }
}

/// A teacher's Swift file, in the classroom: compiled and run as `learn run` does when its
/// folder is trusted (now or before), never asked about from a page.
struct ServeCodeRunner: CodeRunning {
    let session: Session
    let agreed: Set<String>

    func prepare(_ file: CodeFile, lesson: Lesson, say: (String) -> Void) -> Result<any TargetRunning, CodeFileProblem> {
        guard session.trustLessons || agreed.contains(file.folder) || FolderTrust().isTrusted(file.folder) else {
            return .failure(CodeFileProblem(Catalogue(session.language)(.serveCodeNotTrusted, lesson.id, VisibleText.name(file.folder))))
        }
        // trusted: LessonCodeRunner asks nothing
        let runner = LessonCodeRunner(session: session)
        let trusted = session.trustLessons
        session.trustLessons = true
        defer { session.trustLessons = trusted }
        return runner.prepare(file, lesson: lesson, say: say)
    }
}
