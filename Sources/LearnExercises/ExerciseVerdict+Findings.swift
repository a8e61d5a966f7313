import Foundation
import LearnLanguage
import LearnPlay

extension ExerciseVerdict {
    /// One thing a verdict found wrong, as ``text(_:options:)`` says it after its `✗` (the same
    /// words, unwrapped), and the learner's line it names, if it names one: what a CI report
    /// (JUnit's `<failure>`, GitHub's annotations) carries.
    package struct Finding: Sendable, Equatable {
        package var sentence: String
        /// The learner's line (1-based); nil for a finding about the whole file or a run.
        package var line: Int?

        package init(_ sentence: String, line: Int? = nil) {
            self.sentence = sentence
            self.line = line
        }
    }

    /// What failed, in the order the verdict's text says it; the last is the closing sentence
    /// (`race is not solved yet (3.1 s).`), so a failed verdict has at least one. A pass has
    /// none. A file that does not compile has one finding per compiler error at its line, then
    /// the sentence that says so.
    package func findings(_ exercise: Exercise, path: String, words: Catalogue = Catalogue(.en)) -> [Finding] {
        switch outcome {
        case .unreadable(let message), .refused(let message):
            return [Finding("\(exercise.id): \(message)")]
        case .didNotCompile(let diagnostics):
            return Self.compilerErrors(diagnostics, path: path) + [Finding(words(.verdictDidNotCompile, exercise.id))]
        case .judged:
            break
        }
        guard !passed else { return [] }
        var found: [Finding] = []
        for check in exercise.checks {
            guard !undecided.contains(check.name), let failure = failed.first(where: { $0.check.name == check.name }) else { continue }
            found.append(Finding(checkSentence(failure, check: check, words: words)))
        }
        if let problem {
            found.append(Finding(problemSentence(problem, exercise: exercise, words: words)))
        }
        if let race {
            let line = race.run >= 1 && race.run <= runs.count ? runs[race.run - 1].result.schedule?.race?.accesses.first?.line : nil
            found.append(Finding(raceSentence(race, words: words), line: line))
        }
        for call in unseen.prefix(3) {
            found.append(Finding(words(.verdictUnseenCall, call.lineWords, call.call), line: call.line))
        }
        if let tsan, tsan.foundRace {
            let heading = words(.verdictTSanRace)
            if tsan.findings.isEmpty { found.append(Finding(heading)) }
            for finding in tsan.findings {
                found.append(Finding(heading + " " + finding.sentence(words) + ".", line: finding.lines.first))
            }
        }
        found.append(Finding(closingSentence(exercise, words: words)))
        return found
    }

    /// A failed check's sentence: its name and its failure words.
    func checkSentence(_ failure: FailedCheck, check: Exercise.Check, words: Catalogue) -> String {
        "\(check.name): " + failureWords(failure, check: check, words: words)
    }

    /// A run that crashed, hung or was stopped: which run, and what happened.
    func problemSentence(_ problem: (run: Int, text: String), exercise: Exercise, words: Catalogue) -> String {
        guard problem.run > 0 else { return problem.text }
        let place = trials.isEmpty ? words(.verdictRunOf, problem.run, exercise.runs) : runWords(problem.run - 1, words)
        return place + ": " + problem.text
    }

    /// learn's own race detector's finding, in the run it was found in.
    func raceSentence(_ race: (run: Int, text: String), words: Catalogue) -> String {
        runWords(race.run - 1, words) + ": " + race.text
    }

    /// The verdict's last sentence, without its mark: passed, not solved, or why it counts for nothing.
    package func closingSentence(_ exercise: Exercise, words: Catalogue) -> String {
        let seconds = String(format: "%.1f", self.seconds)
        if changedMeanwhile { return words(.verdictChangedMeanwhile, exercise.id, seconds) }
        if trials.first?.kind == .replayed {
            return failed.isEmpty && problem == nil && race == nil
                ? words(.verdictReplayHeld, exercise.id) : words(.verdictReplayBroke, exercise.id)
        }
        guard passed else { return words(.verdictNotSolved, exercise.id, seconds) }
        if tsan == nil && racesFollowed { return words(.verdictPassedRaces, exercise.id, allWords(words), seconds) }
        return words(.verdictPassed, exercise.id, allWords(words), seconds)
    }

    /// The compiler's errors at the learner's lines: `PATH:LINE:COL: error: MESSAGE`, swiftc's
    /// own format (not words of a language), read for the lines of `path` alone.
    static func compilerErrors(_ diagnostics: String, path: String) -> [Finding] {
        let prefix = path + ":"
        var found: [Finding] = []
        for raw in diagnostics.split(separator: "\n") where raw.hasPrefix(prefix) {
            let rest = raw.dropFirst(prefix.count)
            let parts = rest.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
            guard parts.count == 4, let line = Int(parts[0]), Int(parts[1]) != nil,
                parts[2].trimmingCharacters(in: .whitespaces) == "error"
            else { continue }
            found.append(Finding(parts[3].trimmingCharacters(in: .whitespaces), line: line))
        }
        return found
    }
}
