import Foundation
import LearnLessons

/// Completion candidates, for the shell's Tab and for ArgumentParser's completion scripts.
package enum Completions {
    /// Lesson ids starting with `prefix` (completion-script callback).
    @Sendable package static func lessonIDs(_ arguments: [String], _ index: Int, _ prefix: String) -> [String] {
        library(arguments).lessons.map(\.id).filter { $0.hasPrefix(prefix) }.sorted()
    }

    /// Variants of the lesson named among `arguments` (completion-script callback).
    @Sendable package static func variants(_ arguments: [String], _ index: Int, _ prefix: String) -> [String] {
        let lib = library(arguments)
        let lesson = arguments.lazy.compactMap { lib.header(id: $0) }.first
        return (lesson?.variants ?? []).filter { $0.hasPrefix(prefix) }
    }

    /// Declared parameter names as `name=` (completion-script callback).
    @Sendable package static func parameterNames(_ arguments: [String], _ index: Int, _ prefix: String) -> [String] {
        Assignment.names().map { $0 + "=" }.filter { $0.hasPrefix(prefix) }
    }

    /// The library a completion script's words point at: `--lessons` folders and `LEARN_LESSONS`.
    static func library(_ arguments: [String]) -> LessonLibrary {
        var flags: [String] = []
        for (i, word) in arguments.enumerated() where word == "--lessons" && i + 1 < arguments.count {
            flags.append(arguments[i + 1])
        }
        return LessonLibrary(extraDirectories: Session.lessonDirectories(flags: flags, environment: ProcessInfo.processInfo.environment))
    }
}
