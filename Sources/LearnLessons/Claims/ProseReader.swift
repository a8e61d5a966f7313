import Foundation
import LearnDemos
import LearnJudge
import LearnRunner
import LearnTrace

/// Reads a sentence shown after a run as a learner would, for what a figure check cannot see:
/// a figure the run did not measure (shown as `–`), a count of one with a plural noun
/// (“1 updates”), or a singular with a plural verb (“1 update were lost”): words written for
/// some other number; and quantities written in words that the run contradicts
/// (``quantities(_:figures:literal:)``).
package enum ProseReader {
    /// Findings about `text` (the lesson's words) as it showed, `filled` (normalised).
    static func read(_ text: String, filled: String, figures: RunFigures, line: Int) -> [String] {
        var findings: [String] = []
        let pieces = LessonText.lines(text).flatMap({ FigureScanner.scan(String($0)).pieces })
        for piece in pieces {
            guard case .figure(let figure, _) = piece, figures.text(figure) == "–" else { continue }
            findings.append("line \(line): a figure the run did not measure showed as `–`: “\(filled.prefix(60))…”")
        }
        for phrase in pluralsOfOne(filled) {
            findings.append("line \(line): “\(phrase)”: a count of one with a plural noun")
        }
        let literal = pieces.compactMap { piece -> String? in
            if case .literal(let s) = piece { return s }
            return nil
        }.joined(separator: " \u{E000} ")
        if let run = figures.last {
            let facts = RunFacts(run, runCount: figures.runCount)
            findings += quantities(filled, facts: facts, literal: ClaimsWalk.normalize(literal)).map { "line \(line): \($0)" }
        }
        return findings
    }

    /// Words after a standalone `1` that read as plural: `1 updates`, `1 runs`, `1 CPUs`.
    package static func pluralsOfOne(_ text: String) -> [String] {
        let words = text.split(whereSeparator: { $0 == " " }).map { String($0) }
        var found: [String] = []
        for (index, word) in words.enumerated() where index + 1 < words.count {
            guard word.trimmingCharacters(in: CharacterSet(charactersIn: "(*`")) == "1" else { continue }
            let noun = words[index + 1].trimmingCharacters(in: .punctuationCharacters).trimmingCharacters(
                in: CharacterSet(charactersIn: "*`"))
            if isPlural(noun) { found.append("1 \(noun)") }
            // `{lost} updates were lost` made singular for a run that lost one: the verb stays plural
            if !isPlural(noun), index + 2 < words.count, ["were", "are", "have"].contains(words[index + 2]) {
                found.append("1 \(noun) \(words[index + 2])")
            }
        }
        return found
    }

    /// A noun that reads as plural: ends in `s`, but not in `ss`, `is` or a lower-case `us`, and is no unit or verb.
    static func isPlural(_ word: String) -> Bool {
        let lower = word.lowercased()
        guard lower.count > 2, lower.hasSuffix("s"), lower.allSatisfy({ $0.isLetter }) else { return false }
        if ["ss", "is"].contains(where: lower.hasSuffix) || word.hasSuffix("us") { return false }
        return !["was", "has", "does", "goes"].contains(lower)
    }

    // MARK: - Quantities

    /// What a run measured that a quantity in words may speak of.
    package struct RunFacts: Sendable {
        /// How long the run lasted on the wall clock, in seconds (what its log and lanes show).
        package var seconds: Double
        /// The pace of a free run; nil for a scheduled one (its demo time is the scheduler's clock).
        package var freePace: Double?
        /// The CPUs the demo's process could run on; nil when unknown.
        package var cpus: Int?
        /// How many runs the `@run` made.
        package var runs: Int
        /// Every count of threads the run shows: all threads, the most inside spans at once, and
        /// the threads that ran each label.
        package var threadCounts: Set<Int>
        /// The run's time parameters (unit `seconds`) by name: what each is at `--pace 1`.
        package var timeParameters: [String: Double]

        package init(
            seconds: Double, freePace: Double?, cpus: Int?, runs: Int, threadCounts: Set<Int>, timeParameters: [String: Double]
        ) {
            self.seconds = seconds
            self.freePace = freePace
            self.cpus = cpus
            self.runs = runs
            self.threadCounts = threadCounts
            self.timeParameters = timeParameters
        }

        init(_ run: RunResult, runCount: Int) {
            let trace = run.trace
            var counts: Set<Int> = [trace.threads.count, trace.peakParallelism]
            for label in Set(trace.spans.map(\.label)) { counts.insert(TraceFacts.threads(trace, label).count) }
            var times: [String: Double] = [:]
            if let demo = run.request.target.demo, let spec = DemoCatalog.named(demo.id) {
                for p in spec.parameters where p.unit == "seconds" {
                    if let v = Double(demo.parameters[p.name] ?? p.defaultValue) { times[p.name] = v }
                }
            }
            let scheduled = run.request.schedule.map { $0 != .record } ?? false
            self.init(
                seconds: Double(trace.duration) / 1e9, freePace: scheduled ? nil : run.request.pace,
                cpus: trace.cpus > 0 ? trace.cpus : nil, runs: runCount, threadCounts: counts, timeParameters: times)
        }
    }

    /// Quantities written in `filled` (a number and the unit or noun after it) that the run
    /// contradicts, one finding each. `literal` is the text without its figures: a number
    /// there was written in advance.
    ///
    /// - A duration longer than the whole run, in a sentence that names no other clock (`pace`,
    ///   the demo's clock or time, the scheduler's clock): the log and lanes show no such time.
    /// - A duration written in advance that is one of the run's time parameters at `--pace 1`,
    ///   after a free run at another pace, in a sentence that does not say `pace`.
    /// - A number of CPUs other than the run's, of runs other than the `@run`'s (after
    ///   `repeat=`), or of threads that no count of the run's threads matches.
    package static func quantities(_ filled: String, facts: RunFacts, literal: String) -> [String] {
        var findings: [String] = []
        for sentence in sentences(filled) {
            let lower = sentence.lowercased()
            let clockNamed = Self.clockWords.contains { lower.contains($0) }
            for q in quantities(in: sentence) {
                let written = "“\(q.text)”"
                if let s = q.seconds {
                    if !clockNamed, s > facts.seconds * 1.05 + 0.002 {
                        findings.append(
                            "\(written) is longer than the whole run (\(RunFigures.seconds(facts.seconds))), and the sentence names no other clock: “\(sentence.prefix(70))…”"
                        )
                    } else if !clockNamed, let pace = facts.freePace, pace != 1, literal.contains(q.text),
                        let name = facts.timeParameters.first(where: { abs($0.value - s) < 1e-9 })?.key
                    {
                        findings.append(
                            "\(written) is `\(name)` at `--pace 1`; at pace \(pace) this run's was \(RunFigures.seconds(s * pace)): “\(sentence.prefix(70))…”"
                        )
                    }
                    continue
                }
                switch q.noun {
                case "CPU", "CPUs":
                    if let cpus = facts.cpus, q.count != cpus { findings.append("\(written), but the run had \(cpus) CPUs") }
                case "runs":
                    if facts.runs > 1, q.count != facts.runs { findings.append("\(written), but the `@run` made \(facts.runs)") }
                case "thread", "threads":
                    if !facts.threadCounts.contains(q.count) {
                        findings.append("\(written), but no count of the run's threads is \(q.count) (\(facts.threadCounts.sorted()))")
                    }
                default:
                    break
                }
            }
        }
        return findings
    }

    /// Words that name the clock a duration is on (English and Korean lessons).
    static let clockWords = ["pace", "demo's clock", "demo's time", "demo time", "scheduler's clock", "데모의 시계", "스케줄러의 시계"]

    /// One quantity: `3000 ms`, `0.1 s`, `20 runs`, `4 threads`.
    struct Quantity: Equatable {
        var text: String
        var count: Int
        var noun: String
        /// A duration's length in seconds; nil for a count.
        var seconds: Double?
    }

    static let units: [String: Double] = [
        "s": 1, "second": 1, "seconds": 1, "ms": 1e-3, "millisecond": 1e-3, "milliseconds": 1e-3, "µs": 1e-6, "us": 1e-6,
    ]
    static let nouns: Set<String> = ["CPU", "CPUs", "runs", "thread", "threads"]

    /// The quantities of one sentence, in order.
    static func quantities(in sentence: String) -> [Quantity] {
        let words = sentence.split(separator: " ").map(String.init)
        var found: [Quantity] = []
        for (i, word) in words.enumerated() where i + 1 < words.count {
            let number = word.trimmingCharacters(in: CharacterSet(charactersIn: "(*`~≈"))
            guard let value = Double(number), number.first?.isNumber == true, !number.hasSuffix(".") else { continue }
            // `3 × 19 runs`, `1 of 20 runs`: the number is the one right before the noun
            let next = words[i + 1].trimmingCharacters(in: CharacterSet(charactersIn: ".,;:)*`!?"))
            if let scale = units[next] {
                found.append(Quantity(text: "\(number) \(next)", count: Int(value), noun: next, seconds: value * scale))
            } else if nouns.contains(next), value == value.rounded() {
                found.append(Quantity(text: "\(number) \(next)", count: Int(value), noun: next))
            }
        }
        return found
    }

    /// The sentences of a normalised text: cut after `. `, `? ` and `! `.
    static func sentences(_ text: String) -> [String] {
        var out: [String] = []
        var current = ""
        let chars = Array(text)
        for (i, c) in chars.enumerated() {
            current.append(c)
            if ".?!".contains(c), i + 1 < chars.count, chars[i + 1] == " " {
                out.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            }
        }
        if !current.trimmingCharacters(in: .whitespaces).isEmpty { out.append(current.trimmingCharacters(in: .whitespaces)) }
        return out
    }
}
