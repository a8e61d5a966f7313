import LearnDemos
import LearnJudge
import LearnLanguage

/// Checks one parsed lesson against the demo catalog and the demo sources: demos, variants,
/// parameters, labels, figures, check names and code regions (what the parser cannot know).
struct LessonValidator {
    let lesson: Lesson
    let catalog: [DemoSpec]
    let regions: SourceRegions
    let lines: [Substring]
    var diagnostics: [Diagnostic] = []

    /// Where the walk is: the part, the last run's demo, and the names each run block defines.
    var part: String?
    var runDemo: DemoSpec?
    var runInPart = false
    var scope = RunScope(part: 0, run: 0)
    var introDemo: DemoSpec?
    /// The Swift file the last run ran (`@run file=`), when it ran one and the file is good.
    var runCode: CodeFile?
    var introCode: CodeFile?
    /// Names defined for the current run, with their line.
    var blockNames: [String: Int] = [:]
    var namesByScope: [RunScope: [String]] = [:]

    init(lesson: Lesson, catalog: [DemoSpec] = DemoCatalog.all, regions: SourceRegions = .shipped) {
        self.lesson = lesson
        self.catalog = catalog
        self.regions = regions
        self.lines = LessonText.lines(lesson.text)
        namesByScope = Self.names(of: lesson)
    }

    /// Every problem the catalog and the sources reveal.
    static func validate(_ lesson: Lesson, catalog: [DemoSpec] = DemoCatalog.all, regions: SourceRegions = .shipped) -> [Diagnostic] {
        var validator = LessonValidator(lesson: lesson, catalog: catalog, regions: regions)
        validator.checkHeader()
        for step in lesson.steps { validator.visit(step) }
        for (position, message) in OutcomeRules.check(lesson.steps) { validator.error(position, message) }
        return validator.diagnostics.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
    }

    mutating func error(_ position: SourcePosition, _ message: String) {
        diagnostics.append(Diagnostic(file: lesson.file, line: position.line, column: position.column, message: message))
    }

    /// A problem whose message has words in the catalogues (`learn check` says it in the reader's language).
    mutating func error(_ position: SourcePosition, _ words: Words) {
        diagnostics.append(Diagnostic(file: lesson.file, line: position.line, column: position.column, words))
    }

    /// The column where `word` appears on `line` (after column `from`), else `fallback`.
    func column(of word: String, line: Int, from: Int = 1, fallback: Int = 1) -> Int {
        guard line >= 1, line <= lines.count, !word.isEmpty else { return fallback }
        let text = lines[line - 1]
        let start = text.unicodeScalars.index(text.startIndex, offsetBy: min(from - 1, text.unicodeScalars.count))
        guard let range = text[start...].firstRange(of: word) else { return fallback }
        return text.unicodeScalars.distance(from: text.startIndex, to: range.lowerBound) + 1
    }

    func spec(_ id: String) -> DemoSpec? { catalog.first { $0.id == id } }

    var headerDemo: DemoSpec? { spec(lesson.demo) }

    /// The names (`@check`, `@observe`) defined after each `@run`, by the run's scope.
    static func names(of lesson: Lesson) -> [RunScope: [String]] {
        var result: [RunScope: [String]] = [:]
        var scope = RunScope(part: 0, run: 0)
        for step in lesson.steps {
            switch step.kind {
            case .run: scope = scope.nextRun
            case .part: scope = scope.nextPart
            case .check(let name, _), .observe(let name, _), .goal(let name, _): result[scope, default: []].append(name)
            default: break
            }
        }
        return result
    }

    /// Why a lesson cannot name `id`: an internal test demo, or no demo at all.
    func unknownDemo(_ id: String) -> Words {
        let demos = LessonText.list(catalog.map(\.id))
        if InternalDemos.named(id) != nil { return Words(.diagInternalDemo, id, demos) }
        return Words(.diagUnknownDemo, id, DidYouMean.words(id, among: catalog.map(\.id)), demos)
    }

    mutating func checkHeader() {
        let at = lesson.headerPositions["demo"] ?? SourcePosition(line: 1, column: 1)
        if !lesson.demo.isEmpty, headerDemo == nil {
            error(at, unknownDemo(lesson.demo))
        }
        var parts: [String] = []
        for step in lesson.steps {
            guard case .part(let name) = step.kind else { continue }
            if parts.contains(name) { error(step.position, "a second `@part \(name)`: each variant has one part") }
            parts.append(name)
        }
        let variantsAt = lesson.headerPositions["variants"] ?? SourcePosition(line: 1, column: 1)
        for variant in lesson.variants where !parts.contains(variant) {
            error(variantsAt, "the variant `\(variant)` has no `@part \(variant)` below: add the part, or remove it from `variants`")
        }
    }
}

/// Which `@run` a check name belongs to: the part (0 is the introduction) and the run's number
/// in it (0 before the part's first run, where no name is defined). A part starts afresh: no
/// name carries over from the part before.
struct RunScope: Hashable, Sendable {
    var part: Int
    var run: Int

    /// The scope of the next `@run` in the same part.
    var nextRun: RunScope { RunScope(part: part, run: run + 1) }
    /// The scope at the start of the next `@part`.
    var nextPart: RunScope { RunScope(part: part + 1, run: 0) }
}
