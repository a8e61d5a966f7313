import Foundation
import LearnDemos
import LearnJudge
import LearnLanguage

/// Validates lesson files (`learn check`): every problem in every file, never a crash.
package enum LessonChecker {
    /// Every problem in every file; empty when all are good. A directory means its lesson files
    /// (`*.md` starting with `---`); a file named explicitly is always checked.
    package static func check(paths: [String]) -> [Diagnostic] {
        var files: [(path: String, bytes: [UInt8])] = []
        var problems: [Diagnostic] = []
        for path in paths {
            let (found, unread) = LessonFiles.read(path)
            // a translation (`ko/barrier.md` with a `source:` stamp) is checked against its source
            files += found.filter { !isTranslation($0) }
            problems += unread
        }
        return problems + check(files: files)
    }

    /// A file in a language folder whose header carries a `source:` stamp.
    static func isTranslation(_ file: (path: String, bytes: [UInt8])) -> Bool {
        TranslationPath.isLanguageFolder((file.path as NSString).deletingLastPathComponent) && TranslationStamp.split(file.bytes) != nil
    }

    /// Checks the shipped lessons (what `learn check` does with no paths).
    package static func checkShipped() -> [Diagnostic] {
        let shipped = LessonFiles.shipped
        return check(files: shipped) + shippedCode(shipped)
    }

    /// Checks lessons given as bytes (tests, and the two entry points above).
    package static func check(files: [(path: String, bytes: [UInt8])], catalog: [DemoSpec] = DemoCatalog.all) -> [Diagnostic] {
        var lessons: [Lesson] = []
        var diagnostics: [Diagnostic] = []
        for file in files {
            let (lesson, found) = check(bytes: file.bytes, file: file.path, catalog: catalog)
            lessons.append(lesson)
            diagnostics += found
        }
        diagnostics += duplicateIDs(lessons)
        return diagnostics.sortedByPosition(files: files.map(\.path))
    }

    /// Parses and validates one file: the lesson (possibly incomplete) and its problems.
    package static func check(
        bytes: [UInt8], file: String, catalog: [DemoSpec] = DemoCatalog.all
    ) -> (lesson: Lesson, diagnostics: [Diagnostic]) {
        guard bytes.count <= LessonFiles.sizeLimit else {
            return (Lesson(header: LessonHeader(file: file), text: ""), [LessonFiles.tooLarge(file, size: bytes.count)])
        }
        let (lesson, parsed) = LessonParser.parse(bytes: bytes, file: file)
        let validated = LessonValidator.validate(lesson, catalog: catalog)
        return (lesson, (parsed + validated).sortedByPosition())
    }

    /// One diagnostic for each lesson whose id an earlier one already uses.
    static func duplicateIDs(_ lessons: [Lesson]) -> [Diagnostic] {
        duplicateIDs(lessons.map { ($0.header, $0.headerPositions["id"]) })
    }

    /// One diagnostic for each header whose id an earlier one already uses, at the id when known.
    static func duplicateIDs(_ lessons: [(header: LessonHeader, idAt: SourcePosition?)]) -> [Diagnostic] {
        var first: [String: LessonHeader] = [:]
        var result: [Diagnostic] = []
        for (lesson, idAt) in lessons where !lesson.id.isEmpty {
            guard let other = first[lesson.id] else {
                first[lesson.id] = lesson
                continue
            }
            let at = idAt ?? SourcePosition(line: 1, column: 1)
            result.append(
                Diagnostic(
                    file: lesson.file, line: at.line, column: at.column,
                    message: "the id `\(lesson.id)` is already used by \(other.file): give this lesson another id"))
        }
        return result
    }
}

extension Array where Element == Diagnostic {
    /// By file (in the order given, else first seen), then line, then column; stable otherwise.
    func sortedByPosition(files: [String] = []) -> [Diagnostic] {
        var fileOrder: [String: Int] = [:]
        for f in files where fileOrder[f] == nil { fileOrder[f] = fileOrder.count }
        for d in self where fileOrder[d.file] == nil { fileOrder[d.file] = fileOrder.count }
        return enumerated().sorted { a, b in
            (fileOrder[a.element.file]!, a.element.line, a.element.column, a.offset)
                < (fileOrder[b.element.file]!, b.element.line, b.element.column, b.offset)
        }.map(\.element)
    }
}
