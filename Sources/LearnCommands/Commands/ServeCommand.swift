import ArgumentParser
import Foundation
import LearnLanguage
import LearnLessons
import LearnPlay
import LearnRunner
import LearnTrace

/// `learn serve`: the local classroom, open until Ctrl-C.
///
/// `learn` parses and checks the command line, then hands it, unchanged, to `learn-serve`
/// beside it (`exec`: the same process, so Ctrl-C and the exit status are the terminal's as
/// before): the server library is linked into that executable alone, and `learn` (and its
/// ThreadSanitizer build in CI) stays without it. `learn-serve` plays the command through
/// ``askTrust(_:)`` and ``ServeCodeRunner``, and its own `Classroom`.
package struct ServeCommand: OneShotCommand {
    package static let configuration = CommandConfiguration.command("serve", about: .aboutServe, details: .aboutServeDetails)

    @Option(name: .customLong("port"), parsing: .unconditional, help: ArgumentHelp(.aboutServePort, valueName: "port"))
    package var portText = "0"

    @Option(name: .customLong("play"), help: ArgumentHelp(.aboutServePlay, valueName: "FILE"), completion: .file(extensions: ["swift"]))
    package var playFiles: [String] = []

    @OptionGroup package var global: GlobalOptions
    package init() {}

    /// The files of `--play`, absolute: each a regular `.swift` file, named here at the
    /// terminal (that is the learner's yes, as `learn play FILE` is); the first that is not is
    /// refused with a sentence saying what to give.
    package func files(_ language: Language) throws -> [String] {
        try playFiles.map { path in
            let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
            var info = stat()
            guard absolute.hasSuffix(".swift"), stat(absolute, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
                let say = Catalogue(language)
                throw LearnError.badLine(say(.serveNoSuchFile, VisibleText.name(path), say(.serveNotASwiftFile)))
            }
            return absolute
        }
    }

    /// `--port` as a port number (0: the system chooses); nil when it is not one.
    package var port: Int? { Int(portText).flatMap { (0...65535).contains($0) ? $0 : nil } }

    /// The executable that serves, beside `learn`.
    package static let executableName = "learn-serve"

    package func validate() throws {
        if port == nil { throw OptionProblem.port(portText) }
    }

    package func execute(in session: Session) throws {
        let directory = (DemoRunner.currentExecutable as NSString).deletingLastPathComponent
        let path = (directory as NSString).appendingPathComponent(Self.executableName)
        guard FileManager.default.isExecutableFile(atPath: path) else { throw LearnError.serveMissing(path) }
        let arguments = [path] + CommandLine.arguments.dropFirst()
        let argv = arguments.map { strdup($0) } + [nil]
        execv(path, argv)
        throw LearnError.serveMissing(path)
    }

    /// Asks, for each folder of `--lessons` whose lessons run Swift files and that is not
    /// trusted, whether its code may run, with `learn run`'s words and its remembered yes;
    /// returns the folders agreed to now. With no terminal to ask at, none is agreed to.
    package func askTrust(_ session: Session) -> Set<String> {
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

/// A teacher's Swift file, in the classroom: compiled and run as `learn run` does when its
/// folder is trusted (now or before), never asked about from a page.
package struct ServeCodeRunner: CodeRunning {
    let session: Session
    let agreed: Set<String>

    package init(session: Session, agreed: Set<String>) {
        self.session = session
        self.agreed = agreed
    }

    package func prepare(_ file: CodeFile, lesson: Lesson, say: (String) -> Void) -> Result<any TargetRunning, CodeFileProblem> {
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
