import Foundation
import LearnJudge
import LearnLanguage
import LearnTrace

/// Proves a translated lesson (`Lessons/ko/barrier.md`) is its source (`Lessons/barrier.md`) in
/// another language: the same header facts, the same directives, runs, conditions, checks,
/// parameters and code regions in the same order, every figure of the source's text in the
/// same stretch of the translation; and says when the source changed since (a stale stamp).
package enum TranslationChecker {
    /// What checking a translation found (the one type an exercise's translation checker returns too).
    package typealias Findings = TranslationFindings

    /// Checks the translation in `bytes` (at `file`) against its source's bytes (at `sourceFile`):
    /// as a lesson of its own first, then against the source; the parsed translation when it
    /// has no problems.
    package static func check(
        bytes: [UInt8], file: String, source: [UInt8], sourceFile: String
    ) -> (lesson: Lesson?, findings: Findings) {
        var findings = Findings()
        guard let split = TranslationStamp.split(bytes) else {
            findings.problems.append(Diagnostic(file: file, line: 1, column: 1, Words(.translationNoStamp, TranslationStamp.of(source))))
            return (nil, findings)
        }
        let (lesson, own) = LessonChecker.check(bytes: split.lesson, file: file)
        findings.problems += own
        let (original, _) = LessonParser.parse(bytes: source, file: sourceFile)
        findings.problems += compareHeaders(original, lesson) + compareSteps(original, lesson)
        let now = TranslationStamp.of(source)
        if split.stamp != now {
            findings.toUpdate.append(
                Diagnostic(
                    file: file, line: split.line, column: 1, Words(.translationToUpdate, VisibleText.name(sourceFile), split.stamp, now)))
        }
        return (findings.problems.isEmpty ? lesson : nil, findings)
    }

    /// The header facts a translation keeps (its title and summary are translated).
    static func compareHeaders(_ source: Lesson, _ translation: Lesson) -> [Diagnostic] {
        let kept: [(String, String, String)] = [
            ("id", source.id, translation.id), ("level", "\(source.level)", "\(translation.level)"),
            ("order", "\(source.order)", "\(translation.order)"),
            ("sources", source.sources.joined(separator: ", "), translation.sources.joined(separator: ", ")),
            ("demo", source.demo, translation.demo),
            ("variants", source.variants.joined(separator: ", "), translation.variants.joined(separator: ", ")),
        ]
        return kept.compactMap { key, was, now in
            guard was != now else { return nil }
            let at = translation.headerPositions[key] ?? SourcePosition(line: 1, column: 1)
            return Diagnostic(
                file: translation.file, line: at.line, column: at.column,
                Words(.translationHeaderKept, key, now, was, VisibleText.name(source.file)))
        }
    }

    /// The first directive, condition or region that differs (changed, missing or extra), else
    /// every figure of the source missing from the same stretch of the translation.
    static func compareSteps(_ source: Lesson, _ translation: Lesson) -> [Diagnostic] {
        let was = TranslationSkeleton(source), now = TranslationSkeleton(translation)
        let name = VisibleText.name(source.file)
        func at(_ p: SourcePosition, _ words: Words) -> Diagnostic {
            Diagnostic(file: translation.file, line: p.line, column: p.column, words)
        }
        func line(_ item: TranslationSkeleton.Item) -> String { written(source, item.position) }
        for i in 0..<max(was.items.count, now.items.count) {
            let a = i < was.items.count ? was.items[i] : nil, b = i < now.items.count ? now.items[i] : nil
            if a?.key == b?.key { continue }
            let end = SourcePosition(line: max(1, LessonText.lines(translation.text).count), column: 1)
            guard let a else {
                return [at(b!.position, Words(.translationExtraStep, name))]
            }
            guard let b else { return [at(end, Words(.translationMissingStepAtEnd, name, a.position.line, line(a)))] }
            // extra steps when the source's step comes later here; missing ones when this step
            // comes later in the source; whichever is nearer
            let extra = now.items[(i + 1)...].firstIndex { $0.key == a.key }.map { $0 - i }
            let missing = i + 1 < was.items.count ? was.items[(i + 1)...].firstIndex { $0.key == b.key }.map { $0 - i } : nil
            if let extra, extra <= (missing ?? .max) { return [at(b.position, Words(.translationExtraStep, name))] }
            if missing != nil { return [at(b.position, Words(.translationMissingStep, name, a.position.line, line(a)))] }
            return [at(b.position, Words(.translationStepDiffers, name, a.position.line, line(a)))]
        }
        var problems: [Diagnostic] = []
        for (i, figures) in was.figures.enumerated() {
            let written = Set(now.figures[i].map(\.written))
            let place =
                i < now.items.count
                ? now.items[i].position : SourcePosition(line: max(1, LessonText.lines(translation.text).count), column: 1)
            for figure in figures where !written.contains(figure.written) {
                problems.append(at(place, Words(.translationFigureMissing, figure.written, name, figure.position.line)))
            }
        }
        return problems
    }

    /// The line of `lesson` at `position`, trimmed, for a message.
    static func written(_ lesson: Lesson, _ position: SourcePosition) -> String {
        let lines = LessonText.lines(lesson.text)
        guard position.line - 1 < lines.count else { return "" }
        return VisibleText.escape(String(lines[position.line - 1].trimmingCharacters(in: .whitespaces)))
    }
}
