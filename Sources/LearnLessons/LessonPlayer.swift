import LearnDemos
import LearnRunner
import LearnTrace

/// Plays one lesson step by step, writing what the learner sees to `out`.
///
/// `advance()` plays until the next `@pause` (interactive only), prediction (interactive only),
/// Ctrl-C interruption, or the end. Not thread-safe: drive one player from one thread
/// (the shell's loop); `@unchecked Sendable` only so it can be handed to that thread.
public final class LessonPlayer: @unchecked Sendable {
    public let lesson: Lesson
    public var options: PlayOptions
    public internal(set) var lastResult: RunResult?
    /// Every `@check` and `@observe` decided so far, in order (again() adds more).
    public internal(set) var checkResults: [CheckResult] = []
    /// Every prediction resolved so far.
    public internal(set) var predictionOutcomes: [PredictionOutcome] = []
    /// Where finished lessons and predictions are recorded; nil: nowhere.
    public var progress: ProgressStore?
    /// The demos `@run` may name (tests substitute their own).
    public var catalog: [DemoSpec] = DemoCatalog.all

    let runner: DemoRunning
    let out: (String) -> Void
    /// Indices into `lesson.steps` of the steps this playing goes through.
    let plan: [Int]
    var failure: String?
    var cursor = 0
    var part: String?
    var ifStack: [IfFrame] = []
    var passed = true
    var lastStop: PlayerStop?
    var pending: (prediction: Prediction, chosen: Int?)?
    var waitingForAnswer = false
    /// The last `@run`: where it is in `plan`, its part, the `if` stack then, and its evaluation.
    var lastRun: (position: Int, part: String?, ifStack: [IfFrame])?
    var evaluator: ConditionEvaluator?
    var lastRunStopped = false
    /// Every run so far, for `--trace-out` (kept only then), and how many there were.
    var allRuns: [RunResult] = []
    var runCount = 0
    var markedComplete = false
    var printedAny = false
    var lastWasCheck = false

    /// Whether text shows in the current `@if` branch.
    struct IfFrame {
        var showing: Bool
        var elseShows: Bool
    }

    public init(lesson: Lesson, options: PlayOptions, runner: DemoRunning, out: @escaping (String) -> Void) {
        self.lesson = lesson
        self.options = options
        self.runner = runner
        self.out = out
        (plan, failure) = Self.plan(lesson, variant: options.variant)
    }

    /// The steps to play: all of them, or the introduction and one part.
    static func plan(_ lesson: Lesson, variant: String?) -> ([Int], String?) {
        guard let variant else { return (Array(lesson.steps.indices), nil) }
        guard lesson.variants.contains(variant) else {
            let hint = LessonText.didYouMean(variant, among: lesson.variants)
            return ([], "the lesson `\(lesson.id)` has no part `\(variant)`\(hint): its parts are \(lesson.variants.joined(separator: ", "))")
        }
        var indices: [Int] = []
        var current: String?
        for (i, step) in lesson.steps.enumerated() {
            if case .part(let name) = step.kind { current = name }
            if current == nil || current == variant { indices.append(i) }
        }
        return (indices, nil)
    }

    /// Runs until the next pause, prediction, interruption, or the end. Called while a prediction
    /// waits, it goes on unanswered: the answer is shown after the run, as in a one-shot run.
    public func advance() -> PlayerStop {
        if let failure { return .failed(failure) }
        // going on without an answer (end of input, `next`): the run still gives the answer
        waitingForAnswer = false
        while cursor < plan.count {
            let step = lesson.steps[plan[cursor]]
            cursor += 1
            if let stop = perform(step) {
                lastStop = stop
                return stop
            }
        }
        return finish()
    }

    /// Answers the pending prediction with option `index` (0-based), then goes on as `advance()`.
    public func answer(_ index: Int) -> PlayerStop {
        guard waitingForAnswer, let current = pending else { return advance() }
        guard current.prediction.options.indices.contains(index) else {
            say("Choose an option from 1 to \(current.prediction.options.count).")
            return .prediction(question: current.prediction.question, options: current.prediction.options.map(\.text))
        }
        pending?.chosen = index
        waitingForAnswer = false
        say("You predict: \(current.prediction.options[index].text)")
        return advance()
    }

    /// Parameter names the lesson's demos accept (for `set` completion).
    public var parameterNames: [String] {
        var names: [String] = []
        for id in lesson.demoIDs {
            for p in catalog.first(where: { $0.id == id })?.parameters ?? [] where !names.contains(p.name) { names.append(p.name) }
        }
        return names
    }

    /// True once the lesson has played to its end.
    public var isFinished: Bool { failure == nil && cursor >= plan.count && markedComplete }

    func finish() -> PlayerStop {
        if !markedComplete {
            markedComplete = true
            // only the whole lesson counts as finished, not one part of it (`--variant`)
            if options.variant == nil { progress?.markCompleted(lesson.id) }
        }
        let stop = PlayerStop.finished(passed: passed)
        lastStop = stop
        return stop
    }

    /// Writes a block of lesson text, a blank line before it unless `tight` (nothing in `--json`
    /// mode, where `out` carries events only).
    func say(_ text: String, tight: Bool = false) {
        guard !options.json else { return }
        if printedAny && !tight { out("") }
        printedAny = true
        out(text)
    }

    /// Says a one-line sentence wrapped to the terminal's width (continuation lines start
    /// with `hanging`); `lead`, shown before it, may carry colour codes.
    func sayWrapped(_ text: String, lead: (plain: String, styled: String)? = nil, hanging: String = "", tight: Bool = false) {
        var lines = TerminalMarkdown(options: options.render).wrap(text, indent: lead.map { $0.plain + " " } ?? "", hanging: hanging)
        if let lead, lines[0].hasPrefix(lead.plain) {
            lines[0] = lead.styled + lines[0].dropFirst(lead.plain.count)
        }
        say(lines.joined(separator: "\n"), tight: tight)
    }
}
