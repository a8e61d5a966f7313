import LearnDemos
import LearnJudge
import LearnLanguage
import LearnTrace

extension LessonValidator {
    mutating func visit(_ step: LessonStep) {
        switch step.kind {
        case .part(let name):
            visitPart(name, step.position)
        case .run(let run):
            visitRun(run, step.position)
        case .goal(_, let condition):
            if !hasRun {
                error(step.position, "a goal speaks of the run before it, but there is none in this part: put a `@run` above it")
            }
            checkGoal(condition, at: step.position)
            checkDuplicateName(step)
        case .check(_, let condition), .observe(_, let condition):
            if !hasRun {
                error(step.position, "this check speaks of the run before it, but there is none in this part: put a `@run` above it")
            }
            checkCondition(condition, at: step.position, namesFrom: scope)
            checkDuplicateName(step)
        case .ifStart(let condition):
            checkCondition(condition, at: step.position, namesFrom: scope)
        case .predict(let prediction):
            for option in prediction.options {
                checkCondition(option.condition, at: option.position, namesFrom: scope.nextRun)
            }
        case .text(let text):
            checkFigures(text, at: step.position)
        case .code(_, let region, let body):
            if let region { checkRegion(region, body: body, at: step.position) }
        case .elseBranch, .end, .pause:
            break
        }
    }

    /// Whether a run came before, in this part or in the introduction.
    var hasRun: Bool { runInPart || part != nil && introRan }

    /// Whether a run happened in the introduction (before any `@part`): its results reach every part.
    var introRan: Bool { introRuns > 0 }
    var introRuns: Int {
        var count = 0
        for step in lesson.steps {
            if case .part = step.kind { break }
            if case .run = step.kind { count += 1 }
        }
        return count
    }

    mutating func visitPart(_ name: String, _ at: SourcePosition) {
        if part == nil { (introDemo, introCode) = (runDemo, runCode) }
        part = name
        runInPart = false
        (runDemo, runCode) = (introDemo, introCode)
        blockNames = [:]
        scope = scope.nextPart
        if !lesson.variants.contains(name) {
            let column = column(of: name, line: at.line, from: 6)
            error(
                SourcePosition(line: at.line, column: column),
                "`@part \(name)` is not one of the header's `variants` (\(LessonText.list(lesson.variants)))\(DidYouMean.phrase(name, among: lesson.variants)): add it to `variants` or fix the name"
            )
        }
    }

    mutating func visitRun(_ run: RunDirective, _ at: SourcePosition) {
        scope = scope.nextRun
        runInPart = true
        blockNames = [:]
        if let file = run.file { return visitCodeRun(run, file: file, at) }
        runCode = nil
        let demoID = run.demo ?? lesson.demo
        guard let spec = spec(demoID) else {
            runDemo = nil
            if let arg = run.arguments.first(where: { $0.name == "demo" }) {
                error(
                    SourcePosition(line: at.line, column: arg.column + 5),
                    unknownDemo(demoID))
            }
            return
        }
        runDemo = spec
        checkVariant(run, spec, at)
        checkRepeatAndViews(run, at)
        for parameter in run.parameters {
            let position = SourcePosition(line: at.line, column: parameter.column)
            guard let declared = spec.parameter(named: parameter.name) else {
                let names = spec.parameters.map(\.name)
                error(
                    position,
                    Words(.diagNoParameter, spec.id, parameter.name, DidYouMean.words(parameter.name, among: names), LessonText.list(names))
                )
                continue
            }
            if let problem = declared.validate(parameter.value) {
                error(SourcePosition(line: at.line, column: parameter.column + parameter.name.unicodeScalars.count + 1), problem)
            }
        }
    }

    mutating func checkVariant(_ run: RunDirective, _ spec: DemoSpec, _ at: SourcePosition) {
        let names = spec.variants.map(\.name)
        if let variant = run.variant {
            if spec.variant(named: variant) == nil {
                let arg = run.arguments.first { $0.name == "variant" }
                error(
                    SourcePosition(line: at.line, column: (arg?.column ?? 1) + 8),
                    Words(.diagNoVariant, spec.id, variant, DidYouMean.words(variant, among: names), LessonText.list(names)))
            }
        } else if let part, spec.variant(named: part) == nil {
            error(
                at,
                "this `@run` in `@part \(part)` runs variant `\(part)`, which the demo `\(spec.id)` does not have: add `variant=NAME` (one of \(LessonText.list(names)))"
            )
        }
    }

    mutating func checkRepeatAndViews(_ run: RunDirective, _ at: SourcePosition) {
        let range = RunDirective.repeatRange
        if let text = run.repeatText, Int(text).map({ !range.contains($0) }) ?? true {
            error(
                valueAt("repeat", of: run, at),
                "`repeat` takes a whole number from \(range.lowerBound) to \(range.upperBound), not `\(text)`")
        }
        if let text = run.budgetText, Double(text).map({ !RunDirective.budgetRange.contains($0) }) ?? true {
            let budget = RunDirective.budgetRange
            error(
                valueAt("budget", of: run, at),
                "`budget` is the seconds all the runs of this `@run` may take together, from \(Int(budget.lowerBound)) to \(Int(budget.upperBound)), not `\(text)`"
            )
        }
        checkSchedule(run, at)
        guard let text = run.viewText else { return }
        let problems = TraceViewSet.parse(text).problems
        let words = TraceViewSet.words
        for problem in problems {
            switch problem {
            case .unknown(let view):
                error(
                    valueAt("view", of: run, at),
                    "unknown view `\(view)`\(DidYouMean.phrase(view, among: words)): `view=` takes \(words.joined(separator: ", ")), comma-separated"
                )
            case .noneWithOthers:
                error(valueAt("view", of: run, at), "`view=none` draws nothing: do not combine it with other views")
            }
        }
    }

    /// Where the value of `key=` starts on the `@run` line.
    private func valueAt(_ key: String, of run: RunDirective, _ at: SourcePosition) -> SourcePosition {
        let column = run.arguments.first { $0.name == key }.map { $0.column + key.unicodeScalars.count + 1 } ?? 1
        return SourcePosition(line: at.line, column: column)
    }

    mutating func checkDuplicateName(_ step: LessonStep) {
        switch step.kind {
        case .check(let name, _), .observe(let name, _), .goal(let name, _):
            if let first = blockNames[name] {
                error(step.position, "`\(name)` is already defined for this run on line \(first): give this one another name")
            } else {
                blockNames[name] = step.position.line
            }
        default:
            break
        }
    }

    mutating func checkRegion(_ id: String, body: String, at: SourcePosition) {
        guard let region = regions.region(id) else {
            let hint = DidYouMean.phrase(id, among: Array(regions.regions.keys))
            error(
                at,
                "no demo source has the region `\(id)`\(hint): mark it in Sources/LearnDemos with `// region: \(id)` … `// endregion`, or fix the name"
            )
            return
        }
        let shown = SourceRegions.normalize(body)
        guard shown != region.text else { return }
        let a = LessonText.lines(shown), b = LessonText.lines(region.text)
        let index = zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, b.count)
        let source = index < b.count ? "`\(b[index].trimming(" "))`" : "nothing (the region is shorter)"
        let block = index < a.count ? "`\(a[index].trimming(" "))`" : "nothing (the block is shorter)"
        error(
            SourcePosition(line: at.line + 1 + index, column: 1),
            "this code block no longer matches region `\(id)` (\(region.file):\(region.line)): here it has \(block), the source has \(source); copy the region's lines again"
        )
    }
}
