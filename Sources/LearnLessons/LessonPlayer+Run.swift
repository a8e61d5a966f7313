import LearnDemos
import LearnRunner
import LearnTrace

extension LessonPlayer {
    /// Runs a `@run` (N times with `repeat=`), shows it, and decides the checks that follow it.
    func performRun(_ run: RunDirective) -> PlayerStop? {
        lastRun = (cursor - 1, part, ifStack)
        let requests: [RunRequest]
        switch requestsFor(run, part: part) {
        case .success(let r): requests = r
        case .failure(let message):
            say("Cannot run the demo: \(message.text)")
            return .failed(message.text)
        }
        let results = execute(requests)
        lastResult = results.last
        runCount += results.count
        if options.traceOut != nil {  // keep traces only when they are to be written
            allRuns += results
            exportTrace()
        }
        if results.last?.status == .interrupted {
            lastRunStopped = true
            evaluator = nil
            say("■ Stopped (Ctrl-C). `again` runs it once more; `next` goes on with the lesson.")
            return .interrupted
        }
        lastRunStopped = false
        if !options.json { show(run, results) }
        decideBlock(results)
        resolvePrediction()
        return nil
    }

    /// A message for the learner (a bad parameter, an unknown demo…).
    struct Problem: Error {
        var text: String
    }

    /// The requests a `@run` makes now: lesson values overridden by the learner's.
    func requestsFor(_ run: RunDirective, part: String?) -> Result<[RunRequest], Problem> {
        let demoID = run.demo ?? lesson.demo
        guard let spec = catalog.first(where: { $0.id == demoID }) else {
            return .failure(Problem(text: "there is no demo `\(demoID)` in this version of learn: run `learn check` on the lesson"))
        }
        let variant = run.variant ?? part.flatMap { spec.variant(named: $0)?.name } ?? spec.defaultVariant.name
        guard spec.variant(named: variant) != nil else {
            return .failure(Problem(text: "the demo `\(demoID)` has no variant `\(variant)`: its variants are \(spec.variants.map(\.name).joined(separator: ", "))"))
        }
        var parameters: [String: String] = [:]
        for p in run.parameters { parameters[p.name] = p.value }
        let schedule = run.repeatCount == 1 ? options.schedule : nil  // a repeated run is measured, not stepped
        if let schedule, let problem = scheduleProblem(demoID, schedule, into: &parameters) { return .failure(problem) }
        for (name, value) in options.overrides.sorted(by: { $0.key < $1.key }) {
            guard let declared = spec.parameter(named: name) else { continue }
            if let problem = declared.validate(value) {
                return .failure(Problem(text: "\(problem): change it with `set \(name)=…` (\(declared.accepts))"))
            }
            parameters[name] = value
        }
        for (name, value) in parameters {
            if let problem = spec.parameter(named: name)?.validate(value) { return .failure(Problem(text: problem)) }
        }
        let seed = options.seed ?? UInt64.random(in: 1...999_999)
        return .success((0..<run.repeatCount).map { i in
            var request = RunRequest(demo: demoID, variant: variant, parameters: parameters, pace: options.pace, seed: seed &+ UInt64(i))
            request.schedule = schedule
            return request
        })
    }

    /// Runs every request; live events are shown for a single run, JSON lines in `--json` mode.
    func execute(_ requests: [RunRequest]) -> [RunResult] {
        guard let first = requests.first else { return [] }
        let described = first.parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        let times = requests.count > 1 ? " \(requests.count) times" : ""
        say("▶ \(first.demo) --variant \(first.variant)\(described.isEmpty ? "" : " " + described)\(times)")
        var results: [RunResult] = []
        for (index, request) in requests.enumerated() {
            var liveOptions = options.render
            liveOptions.width = max(40, liveOptions.width - 2)  // the live lines are indented by two
            let live = LiveLog(options: liveOptions)
            let showLive = !options.json && requests.count == 1
            if showLive { out("  " + live.header()) }
            var json = JSONLines.Stream(run: runCount + index + 1)
            let result = runner.run(request) { event in
                if options.json {
                    out(json.line(for: event))
                } else if showLive {
                    for line in live.lines(for: event) { out("  " + line) }
                }
            }
            if showLive, let rest = live.flushSummary() { out("  " + rest) }
            if options.json, let token = result.scheduleToken { out("{\"run\":\(runCount + index + 1),\"replay\":\"\(token)\"}") }
            results.append(result)
            if result.status == .interrupted { break }
        }
        return results
    }

    /// Decides every `@check`/`@observe` between this `@run` and the next one (or the next part).
    func decideBlock(_ results: [RunResult]) {
        var evaluator = ConditionEvaluator(runs: results)
        var index = cursor
        while index < plan.count {
            let step = lesson.steps[plan[index]]
            if case .run = step.kind { break }
            if case .part = step.kind { break }
            switch step.kind {
            case .check(let name, let condition), .observe(let name, let condition):
                evaluator.named[name] = evaluator.evaluate(condition)
            default: break
            }
            index += 1
        }
        self.evaluator = evaluator
    }

    /// Says whether the run agreed with the pending prediction, and records it.
    func resolvePrediction() {
        guard let (prediction, chosen) = pending, let evaluator else { return }
        pending = nil
        waitingForAnswer = false
        let trueOptions = prediction.options.filter { evaluator.evaluate($0.condition).holds }.map(\.text)
        let answer = trueOptions.isEmpty ? "none of the options" : trueOptions.map { "“\($0)”" }.joined(separator: " and ")
        var outcome = PredictionOutcome(name: prediction.name, question: prediction.question, chosen: nil, trueOptions: trueOptions, agreed: nil)
        if let chosen {
            let text = prediction.options[chosen].text
            let agreed = trueOptions.contains(text)
            outcome.chosen = text
            outcome.agreed = agreed
            sayWrapped(agreed ? "Your prediction “\(text)” agrees with this run." : "Your prediction was “\(text)”; this run says \(answer).")
            progress?.recordPrediction(lesson: lesson.id, name: prediction.name, question: prediction.question, chosen: text, agreed: agreed)
        } else {
            sayWrapped("Answer to “\(prediction.question)”: this run says \(answer).")
        }
        predictionOutcomes.append(outcome)
    }
}
