import Foundation
import LearnLanguage
import LearnLessons
import LearnPlay
import LearnState

/// `play --from LESSON`: the code a lesson shows, written as a file to start from: its demo as
/// a program of its own (``ExampleProgram``), or, for a lesson whose demo is not one of learn's,
/// its code commented.
enum LessonCode {
    /// Writes `LESSON.swift` in the current folder (never over an existing file) and returns its name.
    /// A lesson's code as comments is introduced by its `title` in two lines of `words`' language.
    static func write(_ lesson: Lesson, title: String? = nil, words: Catalogue = Catalogue(.en)) throws -> String {
        let path = lesson.id + ".swift"
        let blocks = lesson.steps.compactMap { step -> String? in
            if case .code(let language, _, let body) = step.kind, language == "swift" { return body }
            return nil
        }
        let text =
            ExampleProgram.text(for: lesson)
            ?? ScratchFile.lessonStarter(title: title ?? lesson.title, id: lesson.id, blocks: blocks, words: words)
        switch UserFile.create(path, text) {
        case .success: return path
        case .failure(.exists): throw LearnError.nothingToDo("`\(path)` already exists; `play \(path)` runs it, or move it away first")
        case .failure(.failed(let reason)): throw LearnError.nothingToDo("cannot write `\(path)`: \(reason)")
        }
    }
}
