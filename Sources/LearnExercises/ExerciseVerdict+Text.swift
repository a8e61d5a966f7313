import Foundation
import LearnJudge
import LearnLanguage
import LearnPlay
import LearnTrace

extension ExerciseVerdict {
    /// The verdict as the learner reads it: what failed, in which run or schedule, with which
    /// figures, the lanes of a failing run and ThreadSanitizer's findings at the learner's lines.
    /// Its fixed words are `options.language`'s; a check's failure words are `exercise`'s (a
    /// translated exercise's, when the learner reads one).
    package func text(_ exercise: Exercise, options: RenderOptions = .plain) -> String {
        let words = options.words
        var lines: [String] = []
        // a line of words broken at spaces to the terminal's width in display columns (Korean
        // failure words are wide); a line that holds lines of its own is left as it is
        // Each line of a sentence wrapped on its own, a later line (a crash's explanation, indented)
        // under its own start.
        func fit(_ line: String) -> [String] {
            let width = max(20, options.width)
            return line.split(separator: "\n", omittingEmptySubsequences: false).enumerated().flatMap { index, piece -> [String] in
                guard index > 0 else { return TerminalLines.wrap(String(piece), to: width, indent: "  ") }
                let text = piece.drop { $0 == " " }
                let lead = String(repeating: " ", count: piece.count - text.count)
                return TerminalLines.wrap(String(text), to: width - lead.count).map { lead + $0 }
            }
        }
        let pass = options.unicode ? "✓" : "PASS", fail = options.unicode ? "✗" : "FAIL"
        switch outcome {
        case .unreadable(let message):
            return "\(fail) \(exercise.id): \(message)"
        case .refused(let message):
            return "\(fail) \(exercise.id): \(message)"
        case .didNotCompile(let diagnostics):
            return diagnostics.trimmingCharacters(in: .newlines) + "\n\(fail) " + words(.verdictDidNotCompile, exercise.id)
        case .judged:
            break
        }
        let made = runs.count
        let judged = !trials.isEmpty
        if !judged, !passed, made < exercise.runs, problem == nil, !failed.isEmpty {
            lines += fit(words(.verdictStoppedAfterRun, made, exercise.runs))
        }
        for check in exercise.checks {
            if undecided.contains(check.name) {
                lines += fit(words(.verdictUndecided, check.name))
            } else if let failure = failed.first(where: { $0.check.name == check.name }) {
                lines += fit("\(fail) " + checkSentence(failure, check: check, words: words))
            } else if problem == nil || problem?.run == 0 {
                lines += fit("\(pass) \(check.name): \(check.condition.condition.words(words)), " + heldWords(check, words: words))
            }
        }
        if let problem {
            lines += fit("\(fail) " + problemSentence(problem, exercise: exercise, words: words))
        }
        if let race {
            lines += fit("\(fail) " + raceSentence(race, words: words))
        }
        for call in unseen.prefix(3) {
            lines += fit("\(fail) " + words(.verdictUnseenCall, call.lineWords, call.call))
        }
        if let search, search.explored + search.random > 0 {
            lines += fit(Self.searchWords(search, freeRuns: trials.filter { $0.kind == .free }.count, words: words))
        }
        if let tsan, let source {
            if tsan.foundRace {
                lines.append("\(fail) " + words(.verdictTSanRace))
                lines.append(tsan.explanation(source: source, words: words, width: options.width))
            } else if let last = tsan.runs.last, last.result.status == .finished, last.judgeProblem == nil {
                // Beside a failed check it is a fact of its run, not a clean bill: no tick.
                lines.append((passed ? "\(pass) " : (options.unicode ? "· " : "- ")) + words(.verdictTSanNoRace))
            }
        }
        if !passed, let index = failingIndex, runs[index].result.status != .interrupted, !runs[index].trace.events.isEmpty {
            lines.append("")
            let name = runWords(index, words)
            let capital = name.prefix(1).uppercased() + name.dropFirst()
            if index < trials.count, let replay = trials[index].replay {
                lines.append(words(.verdictLanesReplay, capital, exercise.id, replay))
            } else {
                lines.append(words(.verdictLanes, capital))
            }
            lines.append(TraceViews.lanes(runs[index].trace, options: options))
            // a schedule's steps that broke it, as play --replay tells them (issue 36); a free
            // run has none: the schedule a short search found breaking it too is told instead
            if let source {
                let text = source.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                let story = { (run: PlayRun) in
                    InterleavingStory(run.result, say: words).lines(width: max(40, options.width), source: text, say: words)
                }
                if index < trials.count, trials[index].kind != .free {
                    let told = story(runs[index])
                    if !told.isEmpty { lines += [""] + told }
                } else if let witness, let replay = witness.trial.replay {
                    let told = story(witness.run)
                    if !told.isEmpty {
                        lines += [""] + fit(words(.verdictWitness, witness.trial.words(words), exercise.id, replay)) + told
                    }
                }
            }
        }
        lines.append("")
        let held =
            changedMeanwhile ? false : trials.first?.kind == .replayed ? failed.isEmpty && problem == nil && race == nil : passed
        lines += fit((held ? "\(pass) " : "\(fail) ") + closingSentence(exercise, words: words))
        return lines.joined(separator: "\n")
    }

    /// The run whose lanes explain the failure (0-based): the first failing check's, else the problem's.
    package var failingIndex: Int? {
        if let first = failed.first, first.check.condition.quantifier == .every { return first.run - 1 }
        if let problem, problem.run >= 1, problem.run <= runs.count { return problem.run - 1 }
        if failed.first != nil, !runs.isEmpty { return runs.count - 1 }
        if let race, race.run >= 1, race.run <= runs.count { return race.run - 1 }
        return nil
    }

    /// "20 runs", or "20 runs, 60 schedules explored and 20 random schedules".
    var allWords: String { allWords(Catalogue(.en)) }

    func allWords(_ words: Catalogue) -> String {
        guard !trials.isEmpty else { return Self.count(runs.count, .run, words) }
        if trials.first?.kind == .replayed { return words(.trialReplayed) }
        let free = trials.filter { $0.kind == .free }.count, explored = trials.filter { $0.kind == .explored }.count
        let random = trials.filter { $0.kind == .random }.count
        // a verify that stopped among its free runs names only those: "6 runs", not "6 runs, 0 schedules explored and 0 …"
        if explored == 0 && random == 0 { return Self.count(free, .run, words) }
        return words(.verdictAll, Self.count(free, .run, words), Self.count(explored, .schedule, words), Self.count(random, .random, words))
    }

    /// What a count counts.
    enum Counted { case run, schedule, random }

    /// "1 run", "20 runs", "60 schedules", "20 random schedules".
    static func count(_ n: Int, _ noun: Counted, _ words: Catalogue = Catalogue(.en)) -> String {
        switch noun {
        case .run: words(.countRuns, n)
        case .schedule: words(.countSchedules, n)
        case .random: words(.countRandoms, n)
        }
    }

    private func heldWords(_ check: Exercise.Check, words: Catalogue) -> String {
        switch check.condition.quantifier {
        case .every:
            trials.first?.kind == .replayed
                ? words(.verdictInReplayed) : runs.count > 1 ? words(.verdictInEveryOne, allWords(words)) : words(.verdictInItsRun)
        case .any:
            trials.first?.kind == .replayed
                ? words(.verdictInReplayed) : runs.count > 1 ? words(.verdictInAtLeastOne, allWords(words)) : words(.verdictInItsRun)
        case .runs: check.condition.words(runs: runs.count, words)
        }
    }

    /// A failed check's line: its `@fail` words as `check` (the exercise shown) has them, with
    /// the figures of the run it failed in, else the condition's own words.
    func failureWords(_ failure: FailedCheck, check: Exercise.Check, words: Catalogue) -> String {
        let index = max(0, failure.run - 1)
        let written = check.failure ?? failure.check.failure
        let what = written.map { ExerciseFigures.fill($0, run: runs[index]) } ?? failure.words(words)
        if failure.check.condition.quantifier != .every {
            return what
                + (trials.first?.kind == .replayed ? words(.verdictInTheReplayed) : words(.verdictInNoneOf, allWords(words)))
                + (written == nil ? "" : " (\(failure.check.condition.condition.words(words)))")
        }
        var line = what + words(.verdictIn, runWords(index, words))
        if failure.failedRuns > 1 { line += words(.verdictAndMore, failure.failedRuns - 1) }
        if written == nil, let figures = failure.figures { line += ": \(figures)" }
        return line
    }

    /// "Under learn's scheduler: 60 schedules explored (every schedule with at most 2 preemptions) and 20 random schedules."
    static func searchWords(_ search: Search, freeRuns: Int, words: Catalogue = Catalogue(.en)) -> String {
        var line = words(
            search.complete ? .verdictSearch : .verdictSearchStopped, count(search.explored, .schedule, words), search.preemptions,
            count(search.random, .random, words))
        if search.divergent > 0 { line += words(.verdictDivergent, count(search.divergent, .schedule, words)) }
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
                case .outcome: return run.result.outcomeWord
                case .cpus: return trace.cpus > 0 ? String(trace.cpus) : "–"
                default: return "–"
                }
            }
        }.joined()
    }
}
