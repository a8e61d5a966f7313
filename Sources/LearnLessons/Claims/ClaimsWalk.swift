import Foundation
import LearnJudge
import LearnRunner
import LearnTrace

/// The audit's own walk through a plan: it decides conditions from the recorded runs
/// (not from the player's verdicts) and compares what should show with what did.
struct ClaimsWalk {
    let plan: LessonPlan
    let results: [RunResult]
    let normalizedOutput: String
    /// Renders as the playing did, at its width: a table too wide for it is drawn another way.
    let renderer: LessonRenderer

    /// The conditions over the runs of the `@run` being walked, and the names decided so far.
    private var verdicts: RunVerdicts?
    private var next = 0
    private var block: RunBlock?
    private var branches = BranchStack()
    /// Text that showed; text hidden is checked against it (the same sentence may show elsewhere).
    private var shown: [String] = []
    /// Text of branches not taken, as the literal pieces between its figures.
    private var hidden: [(line: Int, pieces: [String])] = []

    init(plan: LessonPlan, results: [RunResult], output: String, render: RenderOptions = .plain) {
        self.plan = plan
        self.results = results
        renderer = LessonRenderer(options: RenderOptions(width: render.width, language: render.language))
        normalizedOutput = Self.normalize(output)
    }

    /// Whitespace collapsed: the renderer wraps text at the terminal's width.
    static func normalize(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).joined(separator: " ")
    }

    mutating func run(_ report: inout ClaimsAudit.Report) {
        let expected = plan.steps.reduce(0) { sum, step in
            if case .run(let run) = step.kind { return sum + run.repeatCount }
            return sum
        }
        guard expected == results.count else {
            report.audited = false
            report.findings.append("the lesson asked for \(expected) runs and made \(results.count): its text was not audited")
            return
        }
        for (index, step) in plan.steps.enumerated() { visit(step, index: index, &report) }
        for (line, pieces) in hidden
        where pieces.allSatisfy(normalizedOutput.contains)
            && !shown.contains(where: { text in pieces.allSatisfy(text.contains) })
        {
            report.findings.append(
                "line \(line): text of a branch whose condition was false was printed: “\(pieces.joined(separator: " … ").prefix(60))…”")
        }
    }

    private mutating func visit(_ step: LessonStep, index: Int, _ report: inout ClaimsAudit.Report) {
        switch step.kind {
        case .run(let run):
            let runs = Array(results[next..<(next + run.repeatCount)])
            next += run.repeatCount
            var made = RunBlock(run, start: EngineState(), conditions: plan.conditions(after: index))
            for result in runs { made.record(result) }
            made.decide(plan.block(after: index))  // for `{runs:NAME}`
            block = made
            verdicts = RunVerdicts(runs: runs.filter { $0.status != .interrupted }, conditions: plan.conditions(after: index))
        case .check(let name, let condition), .observe(let name, let condition):
            guard let decided = verdicts?.decide(name, condition) else { return }
            guard branches.showing else { return }
            if case .check = step.kind {
                report.checks.append((name, decided.holds))
                if !decided.holds {
                    report.findings.append("line \(step.position.line): `@check \(name)` does not hold over the recorded runs")
                }
            } else {
                report.outcomes.append((name, decided.holds))
            }
        case .ifStart(let condition):
            let holds = branches.showing ? verdicts?.evaluate(condition).holds : nil
            if let holds, !Self.isName(condition) { report.outcomes.append((condition.condition.words, holds)) }
            branches.enter(holds: holds)
        case .elseBranch:
            branches.flip()
        case .end:
            branches.leave()
        case .text(let text):
            let filled = Self.normalize(renderer.text(text, figures: RunFigures(block: block)))
            guard !filled.isEmpty else { return }
            if branches.showing {
                shown.append(filled)
                if !normalizedOutput.contains(filled) {
                    report.findings.append(
                        "line \(step.position.line): text that should show is not in the output: “\(filled.prefix(60))…”")
                }
                checkValueFigures(text, line: step.position.line, &report)
                report.findings += ProseReader.read(text, filled: filled, figures: RunFigures(block: block), line: step.position.line)
            } else {
                let pieces = literalPieces(text)
                if !pieces.isEmpty { hidden.append((step.position.line, pieces)) }
            }
        default:
            break
        }
    }

    /// A value figure shown in text equals what the run's summary printed (`Values: lost = 3`).
    private func checkValueFigures(_ text: String, line: Int, _ report: inout ClaimsAudit.Report) {
        guard let trace = block?.last?.trace else { return }
        for piece in LessonText.lines(text).flatMap({ FigureScanner.scan(String($0)).pieces }) {
            guard case .figure(.value(let name), _) = piece, let value = trace.values[name] else { continue }
            guard let directive = block?.directive, directive.repeatCount == 1, directive.viewsToDraw.contains(.summary) else { continue }
            if !normalizedOutput.contains("\(name) = \(value)") {
                report.findings.append("line \(line): the text shows {\(name)} = \(value), which no summary printed")
            }
        }
    }

    /// The text as rendered, cut at its figures: the pieces any playing of it prints. Short
    /// pieces (a word between two figures) say too little to tell one sentence from another.
    private func literalPieces(_ text: String) -> [String] {
        let cut = "\u{E000}"
        let marked = LessonText.lines(text).map { line in
            FigureScanner.scan(String(line)).pieces.map { piece -> String in
                if case .literal(let s) = piece { return s }
                return cut
            }.joined()
        }.joined(separator: "\n")
        return Self.normalize(renderer.markdown.render(marked)).components(separatedBy: cut)
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.count >= 12 }
    }

    static func isName(_ condition: RepeatedCondition) -> Bool {
        if case .named = RunVerdicts.strip(condition.condition).core { return true }
        return false
    }
}
