import LearnDemoProcess
import LearnDemos
import LearnLanguage
import LearnRunner
import LearnTrace

extension LessonEngine {
    /// Runs a `@run` (N times with `repeat=`, within its budget), shows it, and decides the
    /// checks that follow it.
    func performRun(_ run: RunDirective, plan: LessonPlan, state: inout EngineState) -> LessonStop? {
        var start = state
        start.cursor -= 1  // on the `@run`, for `again`
        var requests: [RunRequest] = []
        var runner = self.runner
        if let file = run.file {
            switch codeRequests(run, file: file) {
            case .success(let made): (runner, requests) = made
            case .failure(let problem):
                block = RunBlock(run, start: start, conditions: [])
                return .failed(problem.text)
            }
        } else {
            switch requestsFor(run, part: state.part) {
            case .success(let r): requests = r
            case .failure(let problem):
                // a block with no run: after `set name=…`, `again` makes this run
                block = RunBlock(run, start: start, conditions: [])
                printer.say(renderer.wrapped(words(.demoCannotRun, problem.text)))
                return .failed(problem.text)
            }
        }
        let options = state.pending?.prediction.options.map(\.condition) ?? []
        var block = RunBlock(run, start: start, conditions: plan.conditions(after: start.cursor) + options)
        execute(&block, requests, runner: runner, state: state)
        self.block = block
        if block.interrupted {
            skipsStoppedRunText = true
            printer.say(
                renderer.wrapped(
                    words(self.options.shell ? .stoppedShell : .stopped)))
            return .interrupted
        }
        let drawn = renderer.afterRun(block, views: views(for: run), logShownLive: showsLiveLog(block))
        let pageDrawn = drawOnPage(block, views: views(for: run))
        if !self.options.json && !drawn.isEmpty { printer.say(drawn, page: pageDrawn) }
        // for a class: the run's drawing stays on screen until the teacher goes on
        printer.breakScreen()
        self.block?.decide(plan.block(after: start.cursor))
        resolvePrediction(&state)
        return nil
    }

    /// Gives the page (`--html`) the block's last run, drawn as SVG, and returns what the
    /// terminal draws after it without its text lanes; nil without a page.
    func drawOnPage(_ block: RunBlock, views: TraceViewSet) -> String? {
        // with `--json` the page has the runs alone: the lesson's text is not made
        guard let page = options.page, let last = block.last else { return nil }
        let say = words
        var notes: [String] = []
        if let token = last.scheduleToken {
            let steps = ScheduleToken(choices: last.schedule?.choices ?? last.recordedChoices)
            notes.append(String(say(.gateReplayWith, steps.stepWords(say), token).drop { $0 == " " }))
        } else if let reason = last.noTokenReason {
            notes.append(String(say(.gateNoToken, reason).drop { $0 == " " }))
        }
        page.run(last.trace, caption: RunExports.name(last.request.target), number: exports.runs, notes: notes)
        return renderer.afterRun(block, views: TraceViewSet(views.views.subtracting([.lanes])), logShownLive: showsLiveLog(block))
    }

    /// The views to draw after `run`: the teacher's choice when made, else the lesson's.
    func views(for run: RunDirective) -> TraceViewSet {
        if let chosen = options.views { return run.repeatCount > 1 ? TraceViewSet(chosen.views.subtracting([.log])) : chosen }
        return run.viewsToDraw
    }

    /// Lines of live log a paged screen shows (the rest are counted).
    var liveLogCap: Int { max(4, (printer.rows ?? 24) - 6) }

    /// Whether the live log is drawn as events arrive: one run, the log asked for, not `--json`.
    func showsLiveLog(_ block: RunBlock) -> Bool {
        !options.json && block.asked == 1 && views(for: block.directive).contains(.log)
    }

    /// The requests a `@run` makes now: lesson values overridden by the learner's.
    func requestsFor(_ run: RunDirective, part: String?) -> Result<[RunRequest], PlayProblem> {
        let demoID = run.demo ?? lesson.demo
        guard let spec = catalog.first(where: { $0.id == demoID }) else {
            return .failure(PlayProblem(text: words(.engineNoDemo, demoID)))
        }
        let variant = run.variant ?? part.flatMap { spec.variant(named: $0)?.name } ?? spec.defaultVariant.name
        guard spec.variant(named: variant) != nil else {
            return .failure(PlayProblem(text: words(.engineNoVariant, demoID, variant, spec.variants.map(\.name).joined(separator: ", "))))
        }
        var parameters: [String: String] = [:]
        for p in run.parameters { parameters[p.name] = p.value }
        let schedule = run.repeatCount == 1 ? options.schedule ?? run.scheduleMode : nil  // a repeated run is measured, not stepped
        if let schedule, let problem = scheduleProblem(demoID, schedule, into: &parameters) { return .failure(problem) }
        // The learner's values apply to the demos that declare them; each is checked in the same words everywhere.
        for (name, value) in options.overrides where spec.parameter(named: name) != nil { parameters[name] = value }
        for (name, value) in parameters.sorted(by: { $0.key < $1.key }) {
            if let problem = ParameterCheck.check(name: name, value: value, among: spec.parameters, scope: "`\(demoID)`") {
                return .failure(PlayProblem(text: problem.message))
            }
        }
        let seed = options.seed ?? UInt64.random(in: 1...999_999)
        return .success(
            (0..<run.repeatCount).map { i in
                // A stepped or replayed run goes at pace 0: the demo's sleeps would otherwise decide orders its gates leave to the learner.
                let pace = schedule == nil || schedule == .record ? options.pace : 0
                var request = RunRequest(demo: demoID, variant: variant, parameters: parameters, pace: pace, seed: seed &+ UInt64(i))
                request.schedule = schedule
                request.language = options.render.language
                return request
            })
    }

    /// Makes the block's runs: live events for a single run, JSON lines in `--json` mode, each
    /// finished run to the exports.
    func execute(_ block: inout RunBlock, _ requests: [RunRequest], runner: any TargetRunning, state: EngineState) {
        guard let first = requests.first else { return }
        let demo = first.target.demo
        let described = (demo?.parameters ?? [:]).sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        let times = requests.count > 1 ? words(.runTimes, requests.count) : ""
        let what = block.directive.file ?? demo.map { "\($0.id) --variant \($0.variant)" } ?? ""
        printer.say(renderer.fitted("▶ \(what)\(described.isEmpty ? "" : " " + described)\(times)"))
        var liveOptions = options.render
        liveOptions.width = max(40, liveOptions.width - 2)  // the live lines are indented by two
        var live = LiveLog(options: liveOptions)
        let showLive = !options.json && requests.count == 1 && views(for: block.directive).contains(.log)
        // when paging, the live log keeps to one screen; `trace log` shows every event
        var liveShown = 0, liveHidden = 0
        let cap = self.options.screens ? liveLogCap : Int.max
        var started = 0
        let part = state.part
        block.play(
            requests, runner: runner.speaking(options.render), budget: block.directive.budget, clock: clock,
            starting: {
                if let line = exports.begin(requests[min(started, requests.count - 1)], lesson: lesson.id, part: part) { printer.raw(line) }
                if let problem = exports.takeProblem() { printer.say(problem.said(in: options.render.language)) }
                started += 1
                if showLive {
                    live = LiveLog(options: liveOptions)
                    printer.raw("  " + live.header())
                }
            },
            live: { event in
                if let line = exports.line(for: event) {
                    printer.raw(line)
                } else if showLive {
                    for line in live.lines(for: event) {
                        if liveShown < cap {
                            printer.raw("  " + line)
                            liveShown += 1
                        } else {
                            liveHidden += 1
                        }
                    }
                }
            },
            finished: { result in
                if showLive, let rest = live.flushSummary() { printer.raw("  " + rest) }
                if liveHidden > 0 { printer.raw("  " + words(.logLinesHidden, liveHidden)) }
                if options.json, let token = result.scheduleToken { printer.raw("{\"run\":\(exports.runs),\"replay\":\"\(token)\"}") }
                if let line = exports.finished(result, lesson: lesson.id, part: part) { printer.raw(line) }
                // The lesson's "run it `again`" is for a free run: after a replay, `again` repeats its order.
                if case .replay? = result.request.schedule, !options.json { printer.say(renderer.wrapped(words(.replayAgainNote))) }
            })
    }

    /// Says whether the run agreed with the pending prediction, and records it.
    func resolvePrediction(_ state: inout EngineState) {
        guard let pending = state.pending, let verdicts = block?.verdicts else { return }
        state.pending = nil
        state.waitingForAnswer = false
        let prediction = pending.prediction
        let trueOptions = prediction.options.filter { verdicts.evaluate($0.condition).holds }.map(\.text)
        let answer =
            trueOptions.isEmpty
            ? words(.predictNoOption) : trueOptions.map { "“\($0)”" }.joined(separator: words(.predictOptionSeparator))
        var outcome = PredictionOutcome(
            name: prediction.name, question: prediction.question, chosen: nil, trueOptions: trueOptions, agreed: nil)
        if let chosen = pending.chosen {
            let text = prediction.options[chosen].text
            let agreed = trueOptions.contains(text)
            outcome.chosen = text
            outcome.agreed = agreed
            printer.say(
                renderer.wrapped(
                    agreed ? words(.predictAgrees, text) : words(.predictDiffers, text, answer)))
            progress?.recordPrediction(
                lesson: lesson.id, name: prediction.name, question: prediction.question, chosen: text, agreed: agreed)
        } else {
            printer.say(renderer.wrapped(words(.predictAnswer, prediction.question, answer)))
        }
        predictionOutcomes.append(outcome)
    }
}
