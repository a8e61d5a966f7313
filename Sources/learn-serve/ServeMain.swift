import Foundation
import LearnCommands
import LearnLanguage
import LearnServe
import LearnTrace

/// Plays `learn serve`'s command line: the teacher's folders asked about at the terminal, then
/// the ``Classroom`` until Ctrl-C. Errors are rendered as `learn` renders them.
enum ServeMain {
    static func main(_ args: [String]) -> Int32 {
        let console = Console.standard()
        var language = Language.resolve(flag: nil, environment: ProcessInfo.processInfo.environment)
        do {
            guard let command = try LearnCommand.parseAsRoot(args) as? ServeCommand else { return ExitStatus.usage }
            language = Language.resolve(flag: command.global.language, environment: ProcessInfo.processInfo.environment)
            try serve(command, in: Session.forCommandLine(command.global))
            return ExitStatus.ok
        } catch {
            let columns = language == .en ? 80 : RenderOptions.forStandardOutput(noColor: true).width
            let report = ErrorReport(error, language: language, columns: columns)
            report.print(to: console)
            return report.status
        }
    }

    static func serve(_ command: ServeCommand, in session: Session) throws {
        let language = session.language
        let files = try command.files(language)
        let agreed = command.askTrust(session)
        let words = Catalogue(language)
        let console = session.console
        let width = session.render.width
        let shared = SharedSession(session: session)
        var classroom = Classroom(
            port: command.port ?? 0, language: language, library: session.library,
            makeCodeRunner: { ServeCodeRunner(session: shared.session, agreed: agreed) },
            opened: { address in
                console.line(words(.serveOpen, address))
                for line in TerminalLines.wrap(words(.serveOpenHow), to: width) { console.line(line) }
            })
        classroom.files = files
        let served = classroom
        if !files.isEmpty {
            let named = files.map { VisibleText.name($0) }.joined(separator: ", ")
            for line in TerminalLines.wrap(words(.serveFilesNamed, named), to: width) { console.line(line) }
        }
        let ending = Ending()
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            do { try await served.serve() } catch { ending.error = error }
            done.signal()
        }
        done.wait()
        if let error = ending.error {
            if let refused = error as? Classroom.CannotListen { throw LearnError.cannotServe(port: refused.port, reason: refused.reason) }
            throw error
        }
        console.line(words(.serveClosed))
    }
}

/// How the classroom ended, written by its task before the main thread reads it.
private final class Ending: @unchecked Sendable {
    var error: (any Error)?
}

/// The session, lent to the classroom's runs: it plays one run at a time, so the session is
/// used by one thread at a time.
private final class SharedSession: @unchecked Sendable {
    let session: Session
    init(session: Session) { self.session = session }
}
