import Foundation
import LearnLanguage

/// What the learner did with one exercise: kept in `progress.json` beside the lessons.
package struct ExerciseRecord: Codable, Sendable, Equatable {
    /// When a verify first passed; nil while it has not.
    package var passed: Date?
    /// When the last verify failed (a pass afterwards keeps `passed`).
    package var lastFailed: Date?
    /// The stamp (``ExerciseRecord/stamp(_:)``) of the text the last passing verify judged: the
    /// pass belongs to that text, and a file changed since then shows as changed; nil for a pass
    /// recorded before verdicts followed the file (kept as it was).
    package var passedText: String?
    /// The stamp of the text the last failing verify judged.
    package var failedText: String?
    /// How many hints the learner has seen.
    package var hintsUsed: Int
    /// True when the solution was shown before a pass (`solution --give-up`).
    package var gaveUp: Bool

    package init(passed: Date? = nil, lastFailed: Date? = nil, hintsUsed: Int = 0, gaveUp: Bool = false) {
        self.passed = passed
        self.lastFailed = lastFailed
        self.hintsUsed = hintsUsed
        self.gaveUp = gaveUp
    }

    /// Files may leave out any key: a record is read however little it says.
    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        passed = try c.decodeIfPresent(Date.self, forKey: .passed)
        lastFailed = try c.decodeIfPresent(Date.self, forKey: .lastFailed)
        hintsUsed = try c.decodeIfPresent(Int.self, forKey: .hintsUsed) ?? 0
        gaveUp = try c.decodeIfPresent(Bool.self, forKey: .gaveUp) ?? false
        passedText = try c.decodeIfPresent(String.self, forKey: .passedText)
        failedText = try c.decodeIfPresent(String.self, forKey: .failedText)
    }

    /// A file's text as a record keeps it: ``SourceStamp`` of its bytes (FNV-1a 64, 16 hex digits).
    package static func stamp(_ text: String) -> String { SourceStamp.of(text.utf8) }

    /// Where the learner's file stands against this record: the verdict follows the text.
    package func state(ofText text: String?) -> ExerciseState {
        if let passedText {
            guard let text else { return .changedSincePass }
            let now = Self.stamp(text)
            if now == passedText { return .passed }
            return now == failedText ? .failing : .changedSincePass
        }
        if let text, let failedText, Self.stamp(text) == failedText { return .failing }
        if passed != nil { return .passed }
        if lastFailed != nil { return .failing }
        return text == nil ? .notStarted : .started
    }
}

/// An exercise's state as `learn exercise` lists it; in words, the message `exercise…` of its raw
/// value (`exerciseNotStarted`).
package enum ExerciseState: String, Sendable, NamedWords {
    case notStarted = "not started"
    case started
    case failing
    case passed
    /// It passed, and the file has changed since: only a new verify decides.
    case changedSincePass = "changed since it passed"

    package static let wordsPrefix = "exercise"
}

extension ProgressStore {
    /// Every exercise the learner has touched, by id.
    package func exercises() -> [String: ExerciseRecord] { load().exercises ?? [:] }

    /// Records a verify's verdict for the text it judged (`text`: nil when unknown). The date of
    /// the first pass is kept for good; which text passed or failed last decides what is shown.
    package func recordVerify(exercise: String, passed: Bool, text: String? = nil) {
        changeExercise(exercise) { record in
            let stamp = text.map(ExerciseRecord.stamp)
            if passed {
                record.passed = record.passed ?? Date()
                if let stamp { record.passedText = stamp }
            } else {
                record.lastFailed = Date()
                if let stamp { record.failedText = stamp }
            }
        }
    }

    /// Counts one more hint seen and returns how many the learner has now seen.
    @discardableResult
    package func recordHint(exercise: String, available: Int) -> Int {
        var seen = 0
        changeExercise(exercise) { record in
            record.hintsUsed = min(available, record.hintsUsed + 1)
            seen = record.hintsUsed
        }
        // Progress not kept (no home): the learner still gets the next hint of this session.
        return seen == 0 ? min(available, (exercises()[exercise]?.hintsUsed ?? 0) + 1) : seen
    }

    /// Records that the solution was shown before a pass.
    package func recordGaveUp(exercise: String) {
        changeExercise(exercise) { record in
            if record.passed == nil { record.gaveUp = true }
        }
    }

    private func changeExercise(_ id: String, _ change: (inout ExerciseRecord) -> Void) {
        update { record in
            var all = record.exercises ?? [:]
            var one = all[id] ?? ExerciseRecord()
            change(&one)
            all[id] = one
            record.exercises = all
        }
    }
}
