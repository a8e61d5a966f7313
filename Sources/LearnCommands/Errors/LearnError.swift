import Foundation
import LearnDemos
import LearnJudge
import LearnLanguage
import LearnLessons
import LearnTrace

/// Everything that can go wrong in a command, as a value that says what to do next.
///
/// Commands throw these; ``ErrorReport`` renders them (and ArgumentParser's own errors) in one place.
package enum LearnError: Error, Equatable {
    case unknownCommand(String, suggestions: [String])
    /// A command of the shell alone (`trace`, `again`) named on the command line.
    case shellOnlyCommand(String)
    case unknownLesson(String, suggestions: [String])
    case unknownDemo(String, suggestions: [String])
    /// A teacher's lesson file with this id's name that was left out for its problems.
    case rejectedLesson(file: String, problems: [Diagnostic])
    case unknownVariant(String, lesson: String, variants: [String])
    /// A `--set`/`set` value that is not name=value, names no parameter, or is out of range.
    case badParameter(ParameterProblem)
    case badLine(String)
    /// A `--trace-out` path that cannot take a trace (a device, a folder, a missing folder): the
    /// path and its reason, said in the session's language.
    case traceOutRefused(TraceOutput.Refusal)
    /// An `--html` path that cannot take a page (a missing folder, a folder, another file).
    case pageRefused(PageFile.Refusal)
    /// A shell line whose quote is never closed.
    case unclosedQuote(Character)
    /// The lesson could not go on (`LessonStop.failed`): a bad variant or parameter value.
    case lessonCannotGoOn(String)
    /// The lesson ran but one of its `@check`s did not hold.
    /// `command`: what runs the lesson again from the command line (`--lessons DIR` included).
    case checksFailed(lesson: String, command: String)
    /// `learn check` found problems.
    case problemsFound(Int)
    /// Ctrl-C stopped a one-shot run.
    case interrupted
    /// A shell command that needs a lesson or a run when there is none.
    case nothingToDo(String)
    /// `learn serve` could not listen on its port (taken, or not allowed): the system's words.
    case cannotServe(port: Int, reason: String)
    /// `learn serve` found no `learn-serve` beside `learn` (the path it looked at).
    case serveMissing(String)

    /// The process exit status this error maps to.
    package var exitStatus: Int32 {
        switch self {
        case .unknownCommand, .shellOnlyCommand, .unknownLesson, .unknownDemo, .rejectedLesson, .unknownVariant,
            .badParameter, .badLine, .traceOutRefused, .pageRefused, .unclosedQuote, .lessonCannotGoOn:
            ExitStatus.usage
        case .checksFailed, .problemsFound, .nothingToDo, .cannotServe, .serveMissing:
            ExitStatus.failure
        case .interrupted:
            ExitStatus.interrupted
        }
    }

    /// One line (or a few) for the learner, saying what to do next at the command line.
    package var message: String { message(in: .commandLine) }

    /// The message in the words of the place it is read, in `language` where the catalogue has
    /// its words: advice names `learn list` on the command line and `list` in the shell, and
    /// only the shell is told to run it `again`.
    package func message(in place: Place, language: Language = .en) -> String {
        let learn = place == .shell ? "" : "learn "
        let words = Catalogue(language)
        func didYouMean(_ names: [String], otherwise: String) -> String {
            Suggestions.didYouMean(names, otherwise: otherwise, language: language)
        }
        return switch self {
        case .unknownCommand(let name, let suggestions):
            words(.errorUnknownCommand, name) + didYouMean(suggestions, otherwise: words(.errorHelpListsCommands, learn))
        case .shellOnlyCommand(let name):
            words(.errorShellOnlyCommand, name)
        case .unknownLesson(let id, let suggestions):
            words(.errorNoLesson, id) + didYouMean(suggestions, otherwise: words(.errorListShowsLessons, learn))
        case .unknownDemo(let id, let suggestions):
            words(.errorNoDemo, VisibleText.escape(id)) + didYouMean(suggestions, otherwise: words(.errorDemosListsDemos, learn))
        case .rejectedLesson(let file, let problems):
            words(.errorNotLoaded, problems.count, VisibleText.escape((file as NSString).lastPathComponent))
                + (problems.first.map {
                    words(
                        .errorFirstProblem,
                        VisibleText.escape($0.description(in: language).replacingOccurrences(of: ": error: ", with: ": ")))
                }
                    ?? "")
                + words(.errorSeeAllProblems, learn, VisibleText.escape((file as NSString).deletingLastPathComponent))
        case .unknownVariant(let name, let lesson, let variants):
            words(.errorNoVariant, lesson, name)
                + didYouMean(
                    Suggestions.closest(to: name, in: variants), otherwise: words(.errorItsVariants, variants.joined(separator: ", ")))
        case .badParameter(.unknownName(let name, let scope, let known)) where !known.isEmpty:
            ParameterProblem.notAParameter(name, scope: scope, words)
                + didYouMean(Suggestions.closest(to: name, in: known), otherwise: words(.errorItsParameters, known.joined(separator: ", ")))
        case .badParameter(let problem):
            problem.message(language)
        case .lessonCannotGoOn(let text), .badLine(let text):
            text
        case .traceOutRefused(let refusal):
            refusal.message(language)
        case .pageRefused(let refusal):
            refusal.message(language)
        case .unclosedQuote(let quote):
            words(.shellUnclosedQuote, quote)
        case .checksFailed(let lesson, let command):
            words(.errorCheckFailed, lesson, place == .shell ? words(.errorRunItAgain) : words(.errorRunLessonAgain, command))
        case .cannotServe(let port, let reason):
            words(.serveCannotListen, port, reason)
        case .serveMissing(let path):
            words(.serveMissing, VisibleText.name(path))
        case .problemsFound(let count):
            words(.errorProblemsFound, count, learn)
        case .interrupted:
            words(.errorInterrupted)
        case .nothingToDo(let text):
            text
        }
    }

    /// Where a message is read.
    package enum Place: Sendable {
        case commandLine
        case shell
    }
}
