import LearnDemos
import LearnTrace

extension LessonPlayer {
    var visible: Bool { ifStack.last?.showing ?? true }
    var markdown: TerminalMarkdown { TerminalMarkdown(options: options.render) }

    /// Plays one step; a stop when the lesson must wait.
    func perform(_ step: LessonStep) -> PlayerStop? {
        if case .check = step.kind {} else if case .observe = step.kind {} else { lastWasCheck = false }
        switch step.kind {
        case .ifStart(let condition):
            let decided = visible && !lastRunStopped && evaluator != nil
            let holds = decided && evaluator!.evaluate(condition).holds
            ifStack.append(IfFrame(showing: decided && holds, elseShows: decided && !holds))
            return nil
        case .elseBranch:
            if !ifStack.isEmpty { ifStack[ifStack.count - 1].showing = ifStack[ifStack.count - 1].elseShows }
            return nil
        case .end:
            _ = ifStack.popLast()
            return nil
        default:
            guard visible else { return nil }
        }
        return performVisible(step)
    }

    private func performVisible(_ step: LessonStep) -> PlayerStop? {
        switch step.kind {
        case .text(let text):
            say(markdown.render(fillFigures(text)))
        case .code(_, _, let body):
            say(markdown.renderCode(body))
        case .part(let name):
            part = name
            showPart(name)
        case .run(let run):
            return performRun(run)
        case .check(let name, let condition):
            report(name, condition, promise: true, line: step.position.line)
        case .observe(let name, let condition):
            report(name, condition, promise: false, line: step.position.line)
        case .predict(let prediction):
            return ask(prediction)
        case .pause:
            return options.interactive ? .paused : nil
        case .ifStart, .elseBranch, .end:
            break
        }
        return nil
    }

    private func showPart(_ name: String) {
        let summary = catalog.first { $0.id == lesson.demo }?.variant(named: name)?.summary
        let rule = options.render.unicode ? "━━" : "=="
        let title = "\(rule) \(name)\(summary.map { ": \($0)" } ?? "") \(rule)"
        say((options.render.color ? TerminalMarkdown.bold + title + TerminalMarkdown.reset : title))
    }

    /// Shows a check's result (✓/✗ and its condition in words) and records it.
    private func report(_ name: String, _ condition: RepeatedCondition, promise: Bool, line: Int) {
        guard let evaluator, !lastRunStopped else {
            if promise { say("· \(name): not checked (the run did not complete)", tight: lastWasCheck) }
            lastWasCheck = promise
            return
        }
        let decided = evaluator.named[name] ?? evaluator.evaluate(condition)
        checkResults.append(CheckResult(name: name, isPromise: promise, passed: decided.holds,
                                        words: condition.words(runs: evaluator.runs.count), line: line))
        guard promise else { return }
        if !decided.holds { passed = false }
        let mark = options.render.unicode ? (decided.holds ? "✓" : "✗") : (decided.holds ? "[ok]" : "[FAILED]")
        var styled = mark
        if options.render.color { styled = (decided.holds ? TerminalMarkdown.green : TerminalMarkdown.red) + mark + TerminalMarkdown.reset }
        let detail = self.detail(condition, decided)
        sayWrapped("\(name): \(condition.words(runs: evaluator.runs.count))\(detail)",
                   lead: (mark, styled), hanging: "  ", tight: lastWasCheck)
        lastWasCheck = true
    }

    /// The figure behind a check, in brackets: `(lost = 0)`, `(held in 37 of 100 runs)`.
    private func detail(_ condition: RepeatedCondition, _ decided: ConditionEvaluator.Named) -> String {
        if decided.perRun.count > 1 {
            return " (held in \(decided.perRun.filter { $0 }.count) of \(decided.perRun.count) runs)"
        }
        guard let trace = lastResult?.trace else { return "" }
        switch condition.condition {
        case .value(let name, _, _): return trace.values[name].map { " (\(name) = \($0))" } ?? " (\(name) was not reported)"
        case .count(let a, _, _): return " (it was \(TraceFacts.count(trace, a)))"
        case .threads(let a, _, _): return " (it was \(TraceFacts.threads(trace, a).count))"
        case .overlap(let a, let b, _), .noOverlap(let a, let b): let n = TraceFacts.overlaps(trace, a, b)
            return " (\(n) overlapping \(n == 1 ? "pair" : "pairs"))"
        default: return ""
        }
    }

    /// Interactive: stops for an answer. One-shot: shows the question; the answer follows the run.
    private func ask(_ prediction: Prediction) -> PlayerStop? {
        pending = (prediction, nil)
        if options.interactive {
            waitingForAnswer = true  // the shell asks the question and shows the options
            return .prediction(question: prediction.question, options: prediction.options.map(\.text))
        }
        var lines = ["**Predict:** \(prediction.question)"]
        for (i, option) in prediction.options.enumerated() { lines.append("  \(i + 1). \(option.text)") }
        lines.append("")
        lines.append("(The run below gives the answer.)")
        say(markdown.render(lines.joined(separator: "\n")))
        return nil
    }
}
