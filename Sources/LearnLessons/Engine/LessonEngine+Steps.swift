import LearnDemos
import LearnJudge
import LearnLanguage
import LearnTrace

extension LessonEngine {
    /// Plays one step from `state`; a stop when the lesson must wait.
    func perform(_ step: LessonStep, plan: LessonPlan, state: inout EngineState) -> LessonStop? {
        switch step.kind {
        case .check, .observe: break
        default: printer.endChecks()
        }
        switch step.kind {
        case .ifStart(let condition):
            let decidable = state.branches.showing && block.map { !$0.interrupted } == true
            state.branches.enter(holds: decidable ? block?.verdicts.evaluate(condition).holds : nil)
            return nil
        case .elseBranch:
            state.branches.flip()
            return nil
        case .end:
            state.branches.leave()
            return nil
        default:
            guard state.branches.showing else { return nil }
        }
        return performVisible(step, plan: plan, state: &state)
    }

    private func performVisible(_ step: LessonStep, plan: LessonPlan, state: inout EngineState) -> LessonStop? {
        switch step.kind {
        case .pause, .part, .run: skipsStoppedRunText = false
        default: break
        }
        switch step.kind {
        case .text where skipsStoppedRunText:
            break
        case .text(let text):
            printer.say(renderer.text(text, figures: RunFigures(block: block)))
        case .code(_, _, let body):
            printer.say(renderer.code(body))
        case .part(let name):
            state.part = name
            let summary = catalog.first { $0.id == lesson.demo }?.summary(ofVariant: name, in: options.render.language)
            printer.say(renderer.partTitle(name, summary: summary))
        case .run(let run):
            // a run starts on a screen with room for its live log
            if printer.room < liveLogCap + 4 && printer.screenLines > 0 {
                state.cursor -= 1
                return paused()
            }
            return performRun(run, plan: plan, state: &state)
        case .check(let name, let condition):
            report(name, condition, promise: true, line: step.position.line)
        case .observe(let name, let condition):
            report(name, condition, promise: false, line: step.position.line)
        case .goal(let name, let condition):
            reportGoal(name, condition, state: state)
        case .predict(let prediction):
            return ask(prediction, state: &state)
        case .pause:
            return options.interactive ? .paused : nil
        case .ifStart, .elseBranch, .end:
            break
        }
        return nil
    }

    /// Shows a check's result (✓/✗ and its condition in words) and records it.
    func report(_ name: String, _ condition: RepeatedCondition, promise: Bool, line: Int) {
        guard let block, !block.interrupted else {
            if promise { printer.sayCheck(words(.checkNotChecked, name)) } else { printer.endChecks() }
            return
        }
        let runs = block.summaries.count
        let decided = block.verdicts.named[name] ?? block.verdicts.evaluate(condition)
        let result = CheckResult(name: name, isPromise: promise, passed: decided.holds, words: condition.words(runs: runs), line: line)
        checkResults.append(result)
        if let line = exports.check(result) { printer.raw(line) }
        guard promise else { return }
        if !decided.holds { passed = false }
        let detail = ConditionEvaluator.detail(condition, decided, last: block.last?.trace, words)
        printer.sayCheck(renderer.check(name, words: condition.words(runs: runs, words), detail: detail, holds: decided.holds))
    }

    /// Interactive: stops for an answer. One-shot: shows the question; the answer follows the run.
    private func ask(_ prediction: Prediction, state: inout EngineState) -> LessonStop? {
        if options.interactive && printer.room < prediction.options.count + 3 && printer.screenLines > 0 {
            state.cursor -= 1  // the question starts the next screen
            return paused()
        }
        state.pending = EngineState.Pending(prediction: prediction, chosen: nil)
        // a page (`--html`) stops there too: what follows is hidden until its reader answers
        if options.interactive {
            printer.note(lines: prediction.options.count + 2)
            state.waitingForAnswer = true  // the shell asks the question and shows the options
            options.page?.output("\n" + renderer.question(prediction) + "\n")
            options.page?.stop(options: prediction.options.map(\.text))
            return .prediction(question: prediction.question, options: prediction.options.map(\.text))
        }
        printer.say(renderer.question(prediction))
        options.page?.stop(options: prediction.options.map(\.text))
        return nil
    }
}
