import Foundation
import LearnDemos
import LearnLanguage
import LearnRunner
import LearnState
import LearnTrace

/// Plays one lesson step by step, writing what the learner sees to `out`.
///
/// `advance()` plays until the next `@pause` (interactive only), prediction (interactive only),
/// Ctrl-C interruption, or the end. The parts it drives: ``LessonPlan`` (which steps),
/// ``EngineState`` (where it is, the `@if` nesting as a ``BranchStack``), ``RunBlock`` (a `@run`,
/// its runs and verdicts), ``LessonRenderer`` and ``LessonPrinter`` (what the learner reads),
/// ``RunExports`` (JSON lines, the trace file) and ``ProgressStore``.
///
/// Not thread-safe: drive one player from one thread (the shell's loop); `@unchecked Sendable`
/// only so it can be handed to that thread.
package final class LessonEngine: @unchecked Sendable {
    package let lesson: Lesson
    package var options: LessonOptions
    /// Every `@check` and `@observe` decided so far, in order (again() adds more).
    package internal(set) var checkResults: [CheckResult] = []
    /// Every prediction resolved so far.
    package internal(set) var predictionOutcomes: [PredictionOutcome] = []
    /// Where finished lessons and predictions are recorded; nil: nowhere.
    package var progress: ProgressStore?
    /// The demos `@run` may name (tests substitute their own).
    package var catalog: [DemoSpec] = DemoCatalog.all
    /// Compiles and runs the Swift files of `@run file=` (a teacher's lessons); nil: none run.
    package var codeRunner: (any CodeRunning)?
    /// Seconds on a monotonic clock, for `@run` budgets (tests substitute their own).
    var clock: () -> Double = { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

    let runner: TargetRunning
    let plan: Result<LessonPlan, PlayProblem>
    let printer: LessonPrinter
    let exports: RunExports
    var state = EngineState()
    /// The last `@run` played (by the lesson or by `again`).
    var block: RunBlock?
    /// Set when the last run was stopped (Ctrl-C): the text after it, up to the next `@pause`,
    /// `@run` or `@part`, speaks of a run that did not finish, so it is not shown.
    var skipsStoppedRunText = false
    var passed = true
    var lastStop: LessonStop?
    var markedComplete = false
    /// Set once a presenter jumped to a part (``jump(toPart:)``).
    var jumped = false

    package init(lesson: Lesson, options: LessonOptions, runner: TargetRunning, out: @escaping (String) -> Void) {
        self.lesson = lesson
        self.options = options
        self.runner = runner
        printer = LessonPrinter(json: options.json, rows: options.screens ? max(8, options.render.height - 2) : nil, out: out)
        exports = RunExports(json: options.json, traceOut: options.traceOut)
        printer.page = options.page
        plan = LessonPlan.make(lesson, part: options.variant)
    }

    deinit { exports.close() }

    /// The last run (the last of `repeat=N`): what `trace` draws.
    package var lastResult: RunResult? { block?.last }

    var renderer: LessonRenderer { LessonRenderer(options: options.render) }
    /// The fixed words of the lesson's language (``LessonOptions/render``'s).
    var words: Catalogue { options.render.words }

    /// Runs until the next pause, prediction, interruption, or the end. Called while a prediction
    /// waits, it goes on unanswered: the answer is shown after the run, as in a one-shot run.
    package func advance() -> LessonStop {
        let plan: LessonPlan
        switch self.plan {
        case .success(let p): plan = p
        case .failure(let problem): return .failed(problem.text)
        }
        // going on without an answer (end of input, `next`): the run still gives the answer
        state.waitingForAnswer = false
        var state = self.state
        defer { self.state = state }
        // a new screen: what waited for it comes first, and may fill it
        printer.release()
        if printer.isHolding { return paused() }
        while state.cursor < plan.count {
            let step = plan[state.cursor]
            state.cursor += 1
            if let stop = perform(step, plan: plan, state: &state) {
                // the checks after a run are decided by any stop: the trace file gets the run
                settleExports()
                lastStop = stop
                return stop
            }
            if printer.isHolding { return paused() }
        }
        return finish()
    }

    /// Answers the pending prediction with option `index` (0-based), then goes on as `advance()`.
    package func answer(_ index: Int) -> LessonStop {
        guard state.waitingForAnswer, let current = state.pending else { return advance() }
        guard current.prediction.options.indices.contains(index) else {
            printer.say(words(.predictChoose, current.prediction.options.count))
            return .prediction(question: current.prediction.question, options: current.prediction.options.map(\.text))
        }
        state.pending?.chosen = index
        state.waitingForAnswer = false
        printer.say(renderer.wrapped(words(.predictYouPredict, current.prediction.options[index].text)))
        return advance()
    }

    /// Parameter names the lesson's demos accept (for `set` completion).
    package var parameterNames: [String] {
        var names: [String] = []
        for id in lesson.demoIDs {
            for p in catalog.first(where: { $0.id == id })?.parameters ?? [] where !names.contains(p.name) { names.append(p.name) }
        }
        return names
    }

    /// True once the lesson has played to its end.
    package var isFinished: Bool {
        guard case .success(let plan) = plan else { return false }
        return state.cursor >= plan.count && markedComplete
    }

    /// Writes the last run to the trace file with its checks; says so when that fails.
    func settleExports() {
        exports.writePending()
        if let problem = exports.takeProblem() { printer.say(problem.said(in: options.render.language)) }
    }

    /// A pause the player makes itself, for a screen that is full (`--step`, `--present`).
    func paused() -> LessonStop {
        settleExports()
        lastStop = .paused
        return .paused
    }

    /// Where the lesson is, for a presenter's footer: `barrier · part unsafe · step 12/40`.
    package var place: String {
        guard let plan = try? plan.get() else { return lesson.id }
        // the steps of the part the lesson is in (or of its introduction), counted from its start
        let starts = partStarts(plan)
        let cursor = min(state.cursor, plan.count)
        let current = starts.lastIndex { $0 < max(cursor, 1) }
        let from = current.map { starts[$0] } ?? 0
        let to = current.map { $0 + 1 < starts.count ? starts[$0 + 1] : plan.count } ?? (starts.first ?? plan.count)
        let part = current.flatMap { index in state.part.map { words(.placePart, $0, index + 1, starts.count) } }
        return [lesson.id, part, words(.placeStep, max(0, cursor - from), to - from)].compactMap { $0 }.joined(separator: " · ")
    }

    /// Where each `@part` of the plan starts (its index).
    private func partStarts(_ plan: LessonPlan) -> [Int] {
        plan.steps.indices.filter { if case .part = plan[$0].kind { true } else { false } }
    }

    /// Goes to the start of part `number` (1-based, in the lesson's order), skipping what comes
    /// before it unplayed: a presenter's `p 2`. False when the lesson has no such part. A lesson
    /// jumped through is not recorded as finished: its skipped checks were never decided.
    package func jump(toPart number: Int) -> Bool {
        guard let plan = try? plan.get() else { return false }
        let starts = partStarts(plan)
        guard number >= 1, number <= starts.count else { return false }
        printer.release()
        state = EngineState()
        state.cursor = starts[number - 1]
        jumped = true
        return true
    }

    func finish() -> LessonStop {
        if !markedComplete {
            markedComplete = true
            exports.finish()
            if let problem = exports.takeProblem() { printer.say(problem.said(in: options.render.language)) }
            // only the whole lesson counts as finished, not one part of it (`--variant`)
            if options.variant == nil && !jumped { progress?.markCompleted(lesson.id) }
        }
        let stop = LessonStop.finished(passed: passed)
        lastStop = stop
        return stop
    }
}
