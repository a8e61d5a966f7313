import Foundation
import LearnRunner
import LearnTrace

extension LessonPlayer {
    /// Draws what `view=` asks for, a histogram after `repeat=`, and how a run ended when it did not finish.
    func show(_ run: RunDirective, _ results: [RunResult]) {
        guard let last = results.last else { return }
        let views = run.views ?? (results.count > 1 ? [] : RunDirective.defaultViews)
        var parts: [String] = []
        if results.count > 1 { parts.append(RunHistogram.render(results, options: options.render)) }
        for view in views {
            switch view {
            case "lanes": parts.append(TraceViews.lanes(last.trace, options: options.render))
            case "log": parts.append(TraceViews.log(last.trace, options: options.render))
            case "summary": parts.append(TraceViews.summary(last.trace, options: options.render))
            case "output": parts.append(last.trace.output.map { "  " + $0.label }.joined(separator: "\n"))
            default: break
            }
        }
        if results.count == 1, let sentence = Self.sentence(for: last.status) { parts.append(sentence) }
        let shown = parts.filter { !$0.isEmpty }
        if !shown.isEmpty { say(shown.joined(separator: "\n\n")) }
    }

    /// One sentence (and a thread report for a hang) for a run that did not finish; nil when it did.
    static func sentence(for status: RunStatus) -> String? {
        switch status {
        case .finished:
            return nil
        case .crashed(_, let name, let summary):
            // the runner's summary is already a sentence ("the demo crashed: SIGSEGV while …")
            guard let first = summary.first else { return "The demo crashed (\(name))." }
            let sentence = first.uppercased() + summary.dropFirst()
            return sentence.hasSuffix(".") ? sentence : sentence + "."
        case .timedOut(let after, let report):
            let lines = report.map { "  " + $0 }.joined(separator: "\n")
            return "The demo made no progress for \(RunFigures.seconds(after)), so the watchdog stopped it." + (lines.isEmpty ? "" : " Where each thread was:\n" + lines)
        case .interrupted:
            return "The run was stopped (Ctrl-C)."
        case .failed(let message):
            return "The demo could not run: \(message)"
        }
    }

    /// Text with `{figures}` filled in from the last run.
    func fillFigures(_ text: String) -> String {
        let figures = RunFigures(runs: lastRunStopped ? [] : (evaluator?.runs ?? []), evaluator: evaluator)
        return LessonText.lines(text).map { line in
            FigureScanner.scan(String(line)).pieces.map { piece in
                switch piece {
                case .literal(let s): s
                case .figure(let f, _): figures.text(f)
                }
            }.joined()
        }.joined(separator: "\n")
    }

    /// Rewrites the `--trace-out` file with every run so far.
    func exportTrace() {
        guard let path = options.traceOut else { return }
        let runs = allRuns.enumerated().map { index, run in
            let replay = run.scheduleToken.map { " --replay \($0)" } ?? ""
            return ChromeTrace.Run(name: "run \(index + 1): \(run.request.demo) --variant \(run.request.variant)\(replay)", trace: run.trace)
        }
        do {
            try ChromeTrace.document(runs).write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            say("Cannot write the trace to \(path) (\(error.localizedDescription)): check the path given to --trace-out.")
        }
    }
}
