import Foundation
import LearnPlay
import LearnTrace

extension ExerciseVerdict {
    /// The verdict as the learner reads it: what failed, in which run, with which figures,
    /// the lanes of a failing run and ThreadSanitizer's findings at the learner's lines.
    package func text(_ exercise: Exercise, options: RenderOptions = .plain) -> String {
        var lines: [String] = []
        let pass = options.unicode ? "✓" : "PASS", fail = options.unicode ? "✗" : "FAIL"
        switch outcome {
        case .unreadable(let message):
            return "\(fail) \(exercise.id): \(message)"
        case .didNotCompile(let diagnostics):
            return diagnostics.trimmingCharacters(in: .newlines)
                + "\n\(fail) \(exercise.id): your file does not compile (the compiler's messages are above)."
        case .judged:
            break
        }
        let made = runs.count
        if !passed, made < exercise.runs, problem == nil, !failed.isEmpty {
            lines.append("Stopped after run \(made) of \(exercise.runs): it already failed.")
        }
        for check in exercise.checks {
            if let failure = failed.first(where: { $0.check.name == check.name }) {
                var line = "\(fail) \(check.name): \(failure.words) — failed in run \(failure.run)"
                if failure.failedRuns > 1 { line += " (and \(failure.failedRuns - 1) more)" }
                if let figures = failure.figures { line += ": \(figures)" }
                lines.append(line)
            } else if problem == nil || problem?.run == 0 {
                lines.append("\(pass) \(check.name): \(check.condition.words(runs: made))")
            }
        }
        if let problem {
            lines.append("\(fail) " + (problem.run > 0 ? "run \(problem.run) of \(exercise.runs): " : "") + problem.text)
        }
        if let tsan, let source {
            if tsan.foundRace {
                lines.append("\(fail) ThreadSanitizer found a data race:")
                lines.append(tsan.explanation(source: source))
            } else if tsan.runs.last?.result.status == .finished {
                lines.append("\(pass) ThreadSanitizer found no data race")
            }
        }
        if !passed, let run = failingRun, run.result.status != .interrupted, !run.trace.events.isEmpty {
            let number = failed.first?.run ?? problem?.run ?? 0
            lines.append("")
            lines.append("Run \(number), lane by lane:")
            lines.append(TraceViews.lanes(run.trace, options: options))
        }
        lines.append("")
        if changedMeanwhile {
            lines.append(
                "\(fail) \(exercise.id): your file changed while it was being verified: this verdict is for text that is no longer the file, so it counts for nothing ("
                    + String(format: "%.1f s).", seconds))
        } else if passed {
            lines.append(
                "\(pass) \(exercise.id) passed: \(made) runs satisfied every check and ThreadSanitizer found no race"
                    + String(format: " (%.1f s).", seconds))
        } else {
            lines.append("\(fail) \(exercise.id) is not solved yet" + String(format: " (%.1f s).", seconds))
        }
        return lines.joined(separator: "\n")
    }
}
