import Foundation
import LearnLanguage
import Synchronization

/// Which lessons a learner finished, and their predictions: `progress.json` in the state directory.
///
/// Every change is a read-modify-write of the file as it is now, under its lock, so a lesson
/// finished in another terminal is kept; the file is replaced atomically with mode 0600 (see
/// ``StateFile``). A corrupt or unreadable file is not an error that stops anything: it is renamed
/// aside (`progress.json.corrupt-<timestamp>`, never over an earlier one), reported once, and a
/// fresh record starts. Every save that fails is reported, with the path and the reason in words.
package struct ProgressStore: Sendable {
    /// One recorded prediction.
    package struct PredictionRecord: Codable, Sendable, Equatable {
        package var lesson: String
        package var name: String
        package var question: String
        package var chosen: String
        package var agreed: Bool
        package var date: Date
    }

    struct Record: Codable {
        var version = 1
        var completed: [String: Date] = [:]
        var predictions: [PredictionRecord] = []
        /// Absent in files written before exercises existed.
        var exercises: [String: ExerciseRecord]? = nil
    }

    /// `$XDG_STATE_HOME/learn` (default `~/.local/state/learn`); empty when there is no home.
    package static var defaultDirectory: String { StateDirectory.path() ?? "" }

    /// The state directory `environment` names (see `StateDirectory`); empty when there is none.
    package static func defaultDirectory(environment: [String: String]) -> String {
        StateDirectory.path(environment: environment) ?? ""
    }

    /// Where progress is kept; empty when it is not kept at all (no home).
    package let directory: String
    let state: Box

    /// The pending warning, whether writing is allowed, and where problems go; shared by copies.
    final class Box: Sendable {
        struct Fields {
            var warning: Words?
            var writable = true
        }
        let mutex = Mutex(Fields())
        let report: (@Sendable (Words) -> Void)?
        init(report: (@Sendable (Words) -> Void)?) { self.report = report }
        func withLock<T>(_ body: (inout sending Fields) -> sending T) -> sending T {
            mutex.withLock(body)
        }
    }

    /// A store in `directory` (empty: progress is not kept, which is said once); problems go to
    /// `report` when given (as words, said in the reader's language), else wait for ``takeWarning()``.
    package init(directory: String, report: (@Sendable (Words) -> Void)? = nil) {
        self.directory = directory
        self.state = Box(report: report)
        // Said once, here: without a state folder nothing is saved, and later saves say nothing more.
        if directory.isEmpty { note(Words(.progressNotKept, StateDirectory.missingReason)) }
    }

    /// The progress file's path.
    package var path: String { (directory as NSString).appendingPathComponent("progress.json") }

    package func completed() -> Set<String> { Set(load().completed.keys) }

    /// The lesson finished last, if any.
    package func lastCompleted() -> String? { load().completed.max { $0.value < $1.value }?.key }

    package func markCompleted(_ lessonID: String) {
        update { $0.completed[lessonID] = Date() }
    }

    /// Records what the learner predicted and whether the run agreed.
    package func recordPrediction(lesson: String, name: String, question: String, chosen: String, agreed: Bool) {
        update {
            $0.predictions.append(
                PredictionRecord(lesson: lesson, name: name, question: question, chosen: chosen, agreed: agreed, date: Date()))
        }
    }

    /// Every prediction recorded, oldest first.
    package func predictions() -> [PredictionRecord] { load().predictions }

    /// The warning not yet reported (a file set aside, a save that failed), once, in English.
    package func takeWarning() -> String? {
        _ = load()
        return state.withLock { s in
            defer { s.warning = nil }
            return s.warning?.description
        }
    }
}
