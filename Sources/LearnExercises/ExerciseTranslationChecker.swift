import Foundation
import LearnFormat
import LearnJudge
import LearnLanguage
import LearnTrace

/// Proves a translated exercise (`Exercises/ko/race.md`) is its source (`Exercises/race.md`) in
/// another language: the same header facts, every directive but `@hint` and `@fail` byte for
/// byte in the same order, as many `@hint` lines, a `@fail` for the same check in the same place
/// with every `{figure}` of the source's words; and says when the source changed since (a stale
/// stamp, the same FNV-1a stamp a translated lesson carries).
package enum ExerciseTranslationChecker {
    /// What checking a translation found (the one type a lesson's translation checker returns too).
    package typealias Findings = TranslationFindings

    /// One kept line of an exercise's body: what must be equal, its line, and a `@fail`'s words.
    struct Step {
        var key: String
        var line: Int
        var words: String?
    }

    /// Checks the translation `text` (at `file`) against its source's text (at `sourceFile`);
    /// `swift` reads a Swift file the exercise names, from the source's folder, and
    /// `besideTranslation` one from the translation's (a starter with translated comments, ``StarterTranslation``).
    /// The translated exercise (its words over the source's checks and files) when there is no problem.
    package static func check(
        _ text: String, file: String, source: String, sourceFile: String, swift: (String) -> String?,
        besideTranslation: (String) -> String? = { _ in nil }
    ) -> (exercise: Exercise?, findings: Findings) {
        var findings = Findings()
        func problem(_ line: Int, _ words: Words) {
            findings.problems.append(Diagnostic(file: file, line: line, column: 1, words))
        }
        let lines = Self.lines(text)
        guard let stamp = Self.stampLine(lines) else {
            problem(1, Words(.translationNoStamp, SourceStamp.of(source.utf8)))
            return (nil, findings)
        }
        // the translation as an exercise of its own, its stamp line left out (positions kept)
        var kept = lines
        kept.remove(at: stamp.index)
        let (translated, own) = ExerciseParser.parse(kept.joined(separator: "\n"), path: file, file: swift)
        findings.problems += own.map { diagnostic in
            var moved = diagnostic
            if moved.line > stamp.index { moved.line += 1 }
            return moved
        }
        let name = VisibleText.name(sourceFile)
        let sourceLines = Self.lines(source)
        findings.problems += compareHeaders(sourceLines, lines, file: file, name: name)
        findings.problems += compareSteps(steps(sourceLines), steps(lines), file: file, name: name, sourceLines: sourceLines)
        let now = SourceStamp.of(source.utf8)
        if stamp.value != now {
            findings.toUpdate.append(
                Diagnostic(file: file, line: stamp.index + 1, column: 1, Words(.translationToUpdate, name, stamp.value, now)))
        }
        guard findings.problems.isEmpty, let translated,
            let original = ExerciseParser.parse(source, path: sourceFile, file: swift).exercise
        else { return (nil, findings) }
        var shown = words(of: translated, over: original)
        if let starter = besideTranslation(original.starterName) {
            let folder = (file as NSString).deletingLastPathComponent
            let (comments, found) = StarterTranslation.check(
                starter, file: (folder as NSString).appendingPathComponent(original.starterName), source: original.starter,
                sourceName: original.starterName)
            findings = findings + found
            guard let comments else { return (nil, findings) }
            shown.starter = comments
        }
        return (shown, findings)
    }

    /// `source`'s checks, files and parameters, with `translation`'s words: title, text, hints
    /// and each check's failure words (the checks are the same, in the same order: checked).
    static func words(of translation: Exercise, over source: Exercise) -> Exercise {
        var shown = source
        shown.title = translation.title
        shown.text = translation.text
        shown.hints = translation.hints
        for (index, check) in translation.checks.enumerated() where index < shown.checks.count {
            shown.checks[index].failure = check.failure
        }
        return shown
    }

    static func lines(_ text: String) -> [String] {
        text.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The header's `source: STAMP` line: its index and value; nil when the header has none.
    static func stampLine(_ lines: [String]) -> (index: Int, value: String)? {
        guard case .success(let front) = FrontMatter.read(lines) else { return nil }
        for case .entry(let entry) in front.items where entry.key == "source" { return (entry.line - 1, entry.value) }
        return nil
    }

    /// The header facts a translation keeps as its source has them (its title is translated).
    static func compareHeaders(_ source: [String], _ translation: [String], file: String, name: String) -> [Diagnostic] {
        func entries(_ lines: [String]) -> [String: FrontMatter.Entry] {
            guard case .success(let front) = FrontMatter.read(lines) else { return [:] }
            var found: [String: FrontMatter.Entry] = [:]
            for case .entry(let entry) in front.items { found[entry.key] = entry }
            return found
        }
        func normal(_ value: String?) -> String {
            (value ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: ", ")
        }
        let was = entries(source), now = entries(translation)
        return ["id", "lesson", "sources"].compactMap { key in
            guard normal(was[key]?.value) != normal(now[key]?.value) else { return nil }
            return Diagnostic(
                file: file, line: now[key]?.line ?? 1, column: 1,
                Words(.translationHeaderKept, key, normal(now[key]?.value), normal(was[key]?.value), name))
        }
    }

    /// The body's directives, in order: `@hint` and `@fail CHECK` by kind (their words are
    /// translated), every other directive as written.
    static func steps(_ lines: [String]) -> [Step] {
        guard case .success(let front) = FrontMatter.read(lines) else { return [] }
        var steps: [Step] = []
        for index in front.bodyStart..<lines.count {
            let line = lines[index]
            guard line.hasPrefix("@"), !line.hasPrefix("@@") else { continue }
            if line.hasPrefix("@hint ") {
                steps.append(Step(key: "@hint", line: index + 1))
            } else if line.hasPrefix("@fail "), let colon = line.firstIndex(of: ":") {
                let check = line[line.index(line.startIndex, offsetBy: 6)..<colon].trimmingCharacters(in: .whitespaces)
                steps.append(Step(key: "@fail \(check)", line: index + 1, words: String(line[line.index(after: colon)...])))
            } else {
                var written = line
                while written.last == " " || written.last == "\t" { written.removeLast() }
                steps.append(Step(key: written, line: index + 1))
            }
        }
        return steps
    }

    /// The first directive that differs (changed, missing or extra), else every figure of a
    /// source's `@fail` words missing from the translation's (or added to them).
    static func compareSteps(_ was: [Step], _ now: [Step], file: String, name: String, sourceLines: [String]) -> [Diagnostic] {
        func at(_ line: Int, _ words: Words) -> Diagnostic { Diagnostic(file: file, line: line, column: 1, words) }
        func written(_ step: Step) -> String { VisibleText.escape(sourceLines[step.line - 1].trimmingCharacters(in: .whitespaces)) }
        let end = now.last.map(\.line) ?? 1
        for i in 0..<max(was.count, now.count) {
            let a = i < was.count ? was[i] : nil, b = i < now.count ? now[i] : nil
            if a?.key == b?.key { continue }
            guard let a else {
                return [at(b!.line, Words(.exerciseTranslationExtraLine, name))]
            }
            guard let b else { return [at(end, Words(.exerciseTranslationMissingAtEnd, name, a.line, written(a)))] }
            let extra = now[(i + 1)...].firstIndex { $0.key == a.key }.map { $0 - i }
            let missing = was[(i + 1)...].firstIndex { $0.key == b.key }.map { $0 - i }
            if let extra, extra <= (missing ?? .max) { return [at(b.line, Words(.exerciseTranslationExtraLine, name))] }
            if missing != nil { return [at(b.line, Words(.exerciseTranslationMissingStep, name, a.line, written(a)))] }
            return [at(b.line, Words(.exerciseTranslationDiffers, name, a.line, written(a)))]
        }
        var problems: [Diagnostic] = []
        for (a, b) in zip(was, now) {
            guard let source = a.words, let words = b.words else { continue }
            let had = figures(source), has = figures(words)
            for figure in had where !has.contains(figure) {
                problems.append(at(b.line, Words(.exerciseTranslationFigureMissing, figure, name, a.line)))
            }
            for figure in has where !had.contains(figure) {
                problems.append(at(b.line, Words(.exerciseTranslationFigureExtra, figure, name, a.line)))
            }
        }
        return problems
    }

    /// The figures written in `words` (`{balance}`), in order, each once.
    static func figures(_ words: String) -> [String] {
        var found: [String] = []
        for piece in FigureScanner.scan(words).pieces {
            guard case .figure(_, let column) = piece, let name = ExerciseFigures.rawName(words, column: column) else { continue }
            if !found.contains("{\(name)}") { found.append("{\(name)}") }
        }
        return found
    }
}
