import ArgumentParser
import Foundation
import LearnLanguage
import LearnRunner
import LearnTrace

/// A command that runs against a ``Session``: the same type serves the command line and the shell.
package protocol SessionCommand: ParsableCommand {
    /// Does the work, writing to the session's console; throws ``LearnError`` on failure.
    func execute(in session: Session) throws
}

/// A command that also runs one-shot from the command line (`learn list`).
package protocol OneShotCommand: SessionCommand {
    /// Options shared by every command (the shell keeps its own session and ignores them).
    var global: GlobalOptions { get }
}

extension OneShotCommand {
    /// One-shot use: a session for this process, then the command.
    package func run() throws {
        try execute(in: Session.forCommandLine(global))
    }

    /// The language the command speaks: `--lang` when given (in the shell too), else the session's.
    func language(in session: Session) -> Language { global.language ?? session.language }
}

extension Session {
    /// A session for a one-shot command: standard output, colour decided once, teacher folders.
    package static func forCommandLine(_ global: GlobalOptions, interactive: Bool = false) -> Session {
        let session = forCommandLine(lessons: global.lessons, noColor: global.noColor, interactive: interactive)
        session.trustLessons = global.trustLessons || ProcessInfo.processInfo.environment["LEARN_TRUST_LESSONS"] == "1"
        session.render.language = Language.resolve(flag: global.language, environment: ProcessInfo.processInfo.environment)
        return session
    }

    /// The same, from the option values themselves.
    static func forCommandLine(lessons: [String], noColor: Bool, interactive: Bool = false) -> Session {
        let env = ProcessInfo.processInfo.environment
        let session = Session(
            render: .forStandardOutput(noColor: noColor),
            lessonDirectories: lessonDirectories(flags: lessons, environment: env),
            interactive: interactive
        )
        session.noColor = noColor
        return session
    }
}
