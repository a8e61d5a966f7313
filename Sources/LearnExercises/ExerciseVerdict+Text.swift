import Foundation
import LearnJudge
import LearnPlay
import LearnTrace

extension ExerciseVerdict {
    /// The verdict as the learner reads it: what failed, in which run or schedule, with which
    /// figures, the lanes of a failing run and ThreadSanitizer's findings at the learner's lines.
    package func text(_ exercise: Exercise, options: RenderOptions = .plain) -> String {
        var lines: [String] = []
        let pass = options.unicode ? "✓" : "PASS", fail = options.unicode ? "✗" : "FAIL"
        switch outcome {
        case .unreadable(let message):
            return "\(fail) \(exercise.id): \(message)"
        case .refused(let message):
            return "\(fail) \(exercise.id): \(message)"
        case .didNotCompile(let diagnostics):
            return diagnostics.trimmingCharacters(in: .newlines)
                + "\n\(fail) \(exercise.id): your file does not compile (the compiler's messages are above)."
        case .judged:
            break
        }
        let made = runs.count
        let judged = !trials.isEmpty
        if !judged, !passed, made < exercise.runs, problem == nil, !failed.isEmpty {
            lines.append("Stopped after run \(made) of \(exercise.runs): it already failed.")
        }
        for check in exercise.checks {
            if undecided.contains(check.name) {
                lines.append("· \(check.name): not decided: the verify stopped at the first failure")
            } else if let failure = failed.first(where: { $0.check.name == check.name }) {
                lines.append("\(fail) \(check.name): " + failureWords(failure))
            } else if problem == nil || problem?.run == 0 {
                lines.append("\(pass) \(check.name): \(check.condition.condition.words), " + heldWords(check))
            }
        }
        if let problem {
            let place = problem.run > 0 ? (judged ? runWords(problem.run - 1) : "run \(problem.run) of \(exercise.runs)") + ": " : ""
            lines.append("\(fail) " + place + problem.text)
        }
        if let search, search.explored + search.random > 0 {
            lines.append(Self.searchWords(search, freeRuns: trials.filter { $0.kind == .free }.count))
        }
        if let tsan, let source {
            if tsan.foundRace {
                lines.append("\(fail) ThreadSanitizer found a data race:")
                lines.append(tsan.explanation(source: source))
            } else if tsan.runs.last?.result.status == .finished {
                lines.append("\(pass) ThreadSanitizer found no data race")
            }
        }
        if !passed, let index = failingIndex, runs[index].result.status != .interrupted, !runs[index].trace.events.isEmpty {
            lines.append("")
            let name = runWords(index)
            var heading = name.prefix(1).uppercased() + name.dropFirst() + ", lane by lane"
            if index < trials.count, let replay = trials[index].replay {
                heading += " (see it again: learn verify \(exercise.id) --replay \(replay))"
            }
            lines.append(heading + ":")
            lines.append(TraceViews.lanes(runs[index].trace, options: options))
        }
        lines.append("")
        if changedMeanwhile {
            lines.append(
                "\(fail) \(exercise.id): your file changed while it was being verified: this verdict is for text that is no longer the file, so it counts for nothing ("
                    + String(format: "%.1f s).", seconds))
        } else if trials.first?.kind == .replayed {
            lines.append(
                (failed.isEmpty && problem == nil ? "\(pass) every check held in this schedule" : "\(fail) this schedule breaks a check")
                    + ": a replay judges one schedule; only `verify \(exercise.id)` decides the exercise.")
        } else if passed {
            lines.append(
                "\(pass) \(exercise.id) passed: \(allWords) satisfied every check and ThreadSanitizer found no race"
                    + String(format: " (%.1f s).", seconds))
        } else {
            lines.append("\(fail) \(exercise.id) is not solved yet" + String(format: " (%.1f s).", seconds))
        }
        return lines.joined(separator: "\n")
    }

    /// The run whose lanes explain the failure (0-based): the first failing check's, else the problem's.
    var failingIndex: Int? {
        if let first = failed.first, first.check.condition.quantifier == .every { return first.run - 1 }
        if let problem, problem.run >= 1, problem.run <= runs.count { return problem.run - 1 }
        if failed.first != nil, !runs.isEmpty { return runs.count - 1 }
        return nil
    }

    /// "20 runs", or "20 runs, 60 schedules explored and 20 random schedules".
    var allWords: String {
        guard !trials.isEmpty else { return "\(runs.count) runs" }
        if trials.first?.kind == .replayed { return "the replayed schedule" }
        let free = trials.filter { $0.kind == .free }.count, explored = trials.filter { $0.kind == .explored }.count
        let random = trials.filter { $0.kind == .random }.count
        return Self.count(free, "run") + ", " + Self.count(explored, "schedule") + " explored and " + Self.count(random, "random schedule")
    }

    static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }

    private func heldWords(_ check: Exercise.Check) -> String {
        switch check.condition.quantifier {
        case .every:
            trials.first?.kind == .replayed ? "in the replayed schedule" : runs.count > 1 ? "in every one of \(allWords)" : "in its run"
        case .any: "in at least one of \(allWords)"
        case .runs: check.condition.words(runs: runs.count)
        }
    }

    private func failureWords(_ failure: FailedCheck) -> String {
        let index = max(0, failure.run - 1)
        let what = failure.check.failure.map { ExerciseFigures.fill($0, run: runs[index]) } ?? failure.words
        if failure.check.condition.quantifier != .every {
            return what + (trials.first?.kind == .replayed ? " — in the replayed schedule" : " — in none of \(allWords)")
                + (failure.check.failure == nil ? "" : " (\(failure.check.condition.condition.words))")
        }
        var line = what + " — in \(runWords(index))"
        if failure.failedRuns > 1 { line += " (and \(failure.failedRuns - 1) more)" }
        if failure.check.failure == nil, let figures = failure.figures { line += ": \(figures)" }
        return line
    }

    /// "Schedules: 60 explored — every schedule with at most 2 preemptions — and 20 random."
    static func searchWords(_ search: Search, freeRuns: Int) -> String {
        var line = "Under learn's scheduler: " + count(search.explored, "schedule") + " explored"
        line +=
            search.complete
            ? " (every schedule with at most \(search.preemptions) preemptions)"
            : " (of the schedules with at most \(search.preemptions) preemptions; the search stopped there)"
        line += " and " + count(search.random, "random schedule") + "."
        if search.divergent > 0 { line += " \(count(search.divergent, "schedule")) took a path the search did not foresee." }
        return line
    }
}

/// `{figures}` in a check's `@fail` words, from the run or schedule it failed in.
enum ExerciseFigures {
    /// What is between the braces of the figure at `column` (1-based).
    static func rawName(_ text: String, column: Int) -> String? {
        let chars = Array(text)
        guard column >= 1, column <= chars.count, chars[column - 1] == "{",
            let close = chars[column...].firstIndex(of: "}")
        else { return nil }
        return String(chars[column..<close])
    }

    static func fill(_ text: String, run: PlayRun) -> String {
        let trace = run.trace
        return FigureScanner.scan(text).pieces.map { piece -> String in
            switch piece {
            case .literal(let words): return words
            case .figure(let figure, let column):
                // A judge's value wins over a built-in figure of the same name (`{steps}`).
                if let name = Self.rawName(text, column: column), let value = trace.values[name] { return String(value) }
                switch figure {
                case .value(let name): return trace.values[name].map { String($0) } ?? "–"
                case .threads: return String(trace.threads.count)
                case .threadsRan(let a): return String(TraceFacts.threads(trace, a).count)
                case .peak: return String(trace.peakParallelism)
                case .count(let a): return String(TraceFacts.count(trace, a))
                case .overlaps(let a, let b): return String(TraceFacts.overlaps(trace, a, b))
                case .outcome: return run.result.status.figureWord
                case .cpus: return trace.cpus > 0 ? String(trace.cpus) : "–"
                default: return "–"
                }
            }
        }.joined()
    }
}
