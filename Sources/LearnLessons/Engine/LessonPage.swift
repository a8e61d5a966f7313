import LearnDemos
import LearnJudge
import LearnTrace

/// A lesson as a page to read (`learn show`): its text, code, part titles and questions drawn by
/// the same renderer as a run, and each directive as one line that says what happens there.
///
/// Nothing runs: a `{figure}` stays as written, every branch of an `@if` is shown, and a check
/// says what it will check, not whether it holds.
package struct LessonPage: Sendable {
    package let lesson: Lesson
    package let options: RenderOptions
    /// The demos, for the part titles' summaries.
    package var catalog: [DemoSpec] = DemoCatalog.all

    package init(lesson: Lesson, options: RenderOptions) {
        self.lesson = lesson
        self.options = options
    }

    var renderer: LessonRenderer { LessonRenderer(options: options) }

    /// The whole page, blocks separated by a blank line, directives' lines kept together.
    package func render() -> String {
        var blocks: [[String]] = []
        var tight = false
        var part: String?
        for step in lesson.steps {
            if case .part(let name) = step.kind { part = name }
            let (text, isDirective) = block(for: step, part: part)
            if tight && isDirective, !blocks.isEmpty { blocks[blocks.count - 1].append(text) } else { blocks.append([text]) }
            tight = isDirective
        }
        return blocks.map { $0.joined(separator: "\n") }.joined(separator: "\n\n")
    }

    /// One step's text, and whether it is a directive's line (those follow each other without a gap).
    func block(for step: LessonStep, part: String?) -> (String, Bool) {
        let mark =
            options.unicode
            ? (run: "▶", check: "·", branch: "┌", otherwise: "├", end: "└", pause: "⏸")
            : (run: ">", check: "-", branch: "+", otherwise: "|", end: "+", pause: "||")
        let words = options.words
        switch step.kind {
        case .text(let text): return (renderer.text(text, figures: nil), false)
        case .code(_, _, let body): return (renderer.code(body), false)
        case .part(let name):
            let summary = catalog.first { $0.id == lesson.demo }?.summary(ofVariant: name, in: options.language)
            return (renderer.partTitle(name, summary: summary), false)
        case .predict(let prediction): return (renderer.question(prediction, answeredByRun: false), false)
        case .run(let run): return (renderer.fitted("\(mark.run) " + describe(run, part: part)), true)
        case .check(let name, let c): return (directive(mark.check, words(.pageCheck, name, c.words(runs: run(for: step), words))), true)
        case .observe(let name, let c):
            return (directive(mark.check, words(.pageObserve, name, c.words(runs: run(for: step), words))), true)
        case .goal(let name, let c): return (directive(mark.check, words(.pageGoal, name, c.words(runs: 1, words))), true)
        case .ifStart(let c): return (directive(mark.branch, words(.pageIf, c.words(runs: run(for: step), words))), true)
        case .elseBranch: return (mark.otherwise + " " + words(.pageOtherwise), true)
        case .end: return (mark.end + " " + words(.pageEndIf), true)
        case .pause: return (mark.pause + " " + words(.pagePause), true)
        }
    }

    /// A directive's line, wrapped under its words.
    func directive(_ mark: String, _ words: String) -> String {
        renderer.wrapped(words, lead: (mark, mark), hanging: String(repeating: " ", count: mark.count + 1))
    }

    /// How many runs the `@run` before `step` makes (checks speak of all of them).
    func run(for step: LessonStep) -> Int {
        var count = 1
        for s in lesson.steps {
            if s.position.line >= step.position.line { break }
            if case .run(let r) = s.kind { count = r.repeatCount }
        }
        return count
    }

    /// `barrier-array --variant barrier readers=4, 100 times`: what a `@run` runs.
    func describe(_ run: RunDirective, part: String?) -> String {
        let demo = run.demo ?? lesson.demo
        // as the player does: a `@run` without `variant=` runs the part's variant, when the demo has it
        let variant = run.variant ?? part.flatMap { catalog.first { $0.id == demo }?.variant(named: $0)?.name }
        let what = run.file ?? demo + (variant.map { " --variant \($0)" } ?? "")
        let parameters = run.parameters.map { "\($0.name)=\($0.value)" }.joined(separator: " ")
        let times = run.repeatCount > 1 ? options.words(.pageRunsTimes, run.repeatCount) : ""
        return options.words(.pageRuns, what + (parameters.isEmpty ? "" : " " + parameters), times)
    }
}
