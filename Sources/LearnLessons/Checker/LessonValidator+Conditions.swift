import LearnDemos
import LearnJudge
import LearnLanguage

extension LessonValidator {
    /// The labels a condition or figure may name here: the last run's demo, else the lesson's demos.
    var knownLabels: [String]? {
        if let runCode { return runCode.labels }
        if let runDemo { return runDemo.labels }
        let specs = lesson.demoIDs.compactMap(spec)
        return specs.isEmpty ? nil : specs.flatMap(\.labels)
    }

    /// Labels and check names in a condition; names must be defined for the run of scope `namesFrom`.
    mutating func checkCondition(_ condition: RepeatedCondition, at: SourcePosition, namesFrom: RunScope) {
        checkCondition(condition.condition, at: at, namesFrom: namesFrom)
    }

    private mutating func checkCondition(_ condition: Condition, at: SourcePosition, namesFrom: RunScope) {
        for label in condition.labels { checkLabel(label, at: at) }
        for name in condition.names { checkName(name, at: at, namesFrom: namesFrom) }
    }

    mutating func checkLabel(_ label: String, at: SourcePosition) {
        guard label != "*", let known = knownLabels, !known.contains(label) else { return }
        let demo = runDemo?.id ?? lesson.demo
        let column = column(of: label, line: at.line, from: 2, fallback: at.column)
        let recorder = runCode.map { Words(.diagRecorderCode, $0.name) } ?? Words(.diagRecorderDemo, demo)
        error(
            SourcePosition(line: at.line, column: column),
            Words(.diagUnknownLabel, label, recorder, DidYouMean.words(label, among: known), LessonText.list(known)))
    }

    mutating func checkName(_ name: String, at: SourcePosition, namesFrom: RunScope) {
        guard !name.isEmpty else { return }  // the parser already reported the condition
        let names = namesByScope[namesFrom, default: []]
        guard !names.contains(name) else { return }
        let column = column(of: name, line: at.line, from: 2, fallback: at.column)
        let which = Words(namesFrom.run > scope.run ? .diagTheNextRun : .diagTheLastRun)
        let those: any CustomStringConvertible = names.isEmpty ? Words(.diagItHasNone) : LessonText.list(names)
        error(
            SourcePosition(line: at.line, column: column),
            Words(.diagUnknownCheck, name, DidYouMean.words(name, among: names), which, those))
    }

    /// Figures in text: known values and labels, names of this run, and a run to take them from.
    mutating func checkFigures(_ text: String, at: SourcePosition) {
        for (offset, line) in LessonText.lines(text).enumerated() {
            let scan = FigureScanner.scan(String(line))
            let number = at.line + offset
            for problem in scan.problems { error(SourcePosition(line: number, column: problem.column), problem.message) }
            for piece in scan.pieces {
                guard case .figure(let figure, let column) = piece else { continue }
                checkFigure(figure, at: SourcePosition(line: number, column: column))
            }
        }
    }

    private mutating func checkFigure(_ figure: Figure, at: SourcePosition) {
        guard hasRun else {
            error(at, "a figure before any `@run` in this part has no run to come from: move the text below a `@run`")
            return
        }
        switch figure {
        case .value(let name):
            guard let known = knownLabels, !known.contains(name) else { return }
            let close = DidYouMean.words(name, among: known + ["threads", "peak", "duration", "outcome", "runs"])
            let builtins = Figure.builtins.map { "{\($0)}" }.joined(separator: ", ")
            error(at, Words(.diagUnknownFigure, name, close, runDemo?.id ?? lesson.demo, LessonText.list(known), builtins))
        case .count(let a), .threadsRan(let a):
            checkLabel(a, at: at)
        case .overlaps(let a, let b), .waits(let a, let b), .waiters(let a, let b), .holders(let a, let b):
            checkLabel(a, at: at)
            checkLabel(b, at: at)
        case .runsHeld(let name):
            checkName(name, at: at, namesFrom: scope)
        case .steps where knownLabels?.contains("steps") == true:
            error(
                at,
                "`{steps}` is how many times a stepped or replayed run let a thread go at a gate (`–` in a free run), not the value `steps` the demo `\(runDemo?.id ?? lesson.demo)` reports: report it under another name"
            )
        case .threads, .peak, .duration, .outcome, .runs, .cpus, .steps, .tasks:
            break
        }
    }
}
