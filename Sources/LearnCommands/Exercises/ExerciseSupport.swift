import Foundation
import LearnExercises
import LearnLanguage
import LearnLessons
import LearnState

/// What the exercise commands share: finding an exercise and the learner's copy of it.
enum ExerciseSupport {
    /// The shipped exercises, or a course author's folder of them (`LEARN_EXERCISES=DIR`: setting
    /// it is the author's yes to running the judges in it).
    static var catalog: ExerciseCatalog {
        if let folder = ProcessInfo.processInfo.environment["LEARN_EXERCISES"], !folder.isEmpty { return .folder(folder) }
        return .shipped
    }

    /// The exercise named `id`, or the one the shell worked on last.
    static func exercise(_ id: String?, in session: Session) throws(LearnError) -> Exercise {
        let words = Catalogue(session.language)
        guard let id = id ?? session.playground.exercise else { throw LearnError.nothingToDo(words(.exerciseNameOne)) }
        if let exercise = catalog.exercise(id) { return exercise }
        let ids = catalog.exercises.map(\.id)
        let close = ids.filter { $0.hasPrefix(String(id.prefix(3))) }
        throw LearnError.badLine(
            words(.exerciseNoSuch, id) + "; "
                + (close.isEmpty ? words(.exerciseListsThem) : words(.didYouMean, close.map { "`\($0)`" }.joined(separator: ", "))))
    }

    /// `exercise` in the session's language: its translation's words (title, text, hints,
    /// failure words), or its own with one line saying why (no translation yet, or one made
    /// from an older English exercise). The checks, the judge and the files are the same.
    static func shown(_ exercise: Exercise, in session: Session) -> Exercise {
        guard session.language != .source, let (shown, choice) = catalog.exercise(exercise.id, in: session.language) else {
            return exercise
        }
        let words = Catalogue(session.language)
        switch choice {
        case .translated: break
        case .missing: session.console.errorRaw(words(.exerciseTranslationMissing, exercise.id))
        case .stale, .invalid: session.console.errorRaw(words(.exerciseTranslationStale, exercise.id))
        }
        return shown
    }

    static func workspace(_ language: Language = .en) throws(LearnError) -> ExerciseWorkspace {
        guard let workspace = ExerciseWorkspace.standard() else { throw LearnError.nothingToDo(Catalogue(language)(.exerciseNoHome)) }
        return workspace
    }

    /// `not started`, `started`, `failing`, `passed` or `changed since it passed`, from the
    /// learner's file as it is now and progress: a pass belongs to the text that passed.
    static func status(_ exercise: Exercise, record: ExerciseRecord?, workspace: ExerciseWorkspace?) -> String {
        state(exercise, record: record, workspace: workspace).rawValue
    }

    static func state(_ exercise: Exercise, record: ExerciseRecord?, workspace: ExerciseWorkspace?) -> ExerciseState {
        let text = workspace.flatMap { UserFile.text($0.path(of: exercise)) }
        return (record ?? ExerciseRecord()).state(ofText: text)
    }

    /// The lessons whose exercise the learner passed, and whether the file is still the one that
    /// passed (``ExerciseState/passed``) or has changed since (``ExerciseState/changedSincePass``).
    /// The shipped exercises are not parsed: each passed one's lesson is read from its header.
    static func solvedLessons(_ progress: ProgressStore) -> [String: ExerciseState] {
        let passed = progress.exercises().filter { $0.value.passed != nil }
        guard !passed.isEmpty else { return [:] }
        let workspace = ExerciseWorkspace.standard()
        let folder = ProcessInfo.processInfo.environment["LEARN_EXERCISES"].map { !$0.isEmpty } ?? false
        var out: [String: ExerciseState] = [:]
        for (id, record) in passed {
            let lesson = folder ? catalog.exercises.first { $0.id == id }?.lesson : ExerciseCatalog.shippedLesson(of: id)
            guard let lesson else { continue }
            out[lesson] = record.state(ofText: workspace.flatMap { UserFile.text($0.path(ofID: id)) })
        }
        return out
    }

    /// One line per exercise the learner touched, for `learn progress`.
    static func progressLines(_ progress: ProgressStore, unicode: Bool, _ words: Catalogue = Catalogue(.en)) -> [String] {
        let records = progress.exercises()
        let touched = catalog.exercises.filter { records[$0.id] != nil }
        guard !touched.isEmpty else { return [] }
        let width = touched.map(\.id.count).max() ?? 0
        var lines = touched.map { exercise -> String in
            let record = records[exercise.id]!
            let state = Self.state(exercise, record: record, workspace: ExerciseWorkspace.standard())
            let mark = state == .passed ? (unicode ? "✓" : "*") : " "
            var line = "\(mark) \(exercise.id.padding(toLength: width, withPad: " ", startingAt: 0))  \(state.words(words))"
            if record.hintsUsed > 0 { line += words(.progressHintsUsed, record.hintsUsed) }
            if record.gaveUp { line += words(.progressSolutionShown) }
            return line
        }
        let passed = touched.filter { records[$0.id]?.passed != nil }.count
        lines.append(words(.progressExercisesPassed, passed, catalog.exercises.count))
        return lines
    }
}
