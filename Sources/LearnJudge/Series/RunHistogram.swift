import LearnLanguage
import LearnTrace

/// A small text histogram of a series: what each run printed last (when asked), each value the
/// runs reported, and their outcomes. One histogram for `@run repeat=N` and `learn play --repeat`.
///
/// Rows most frequent first break a tie by the greater text (`3 runs: 1 timed out, 1 finished,
/// 1 crashed`): the order the lessons' goldens were recorded with.
package enum RunHistogram {
    /// One run as the histogram sees it.
    package struct Row: Sendable {
        /// The values the run reported, by name.
        package var values: [String: Int64]
        /// How the run ended, in the caller's words.
        package var outcome: String
        /// The last line the run printed; nil leaves the run out of that section.
        package var lastLine: String?

        package init(values: [String: Int64], outcome: String, lastLine: String? = nil) {
            self.values = values
            self.outcome = outcome
            self.lastLine = lastLine
        }
    }

    /// The sections: last lines (when `lastLines`), one per value name, then the outcomes.
    package static func render(_ runs: [Row], lastLines: Bool = false, options: RenderOptions = .plain) -> String {
        let words = options.words
        var sections: [String] = []
        if lastLines {
            let last = runs.map { $0.lastLine ?? words(.histogramNothingPrinted) }
            sections.append(
                words(.histogramLastLines, runs.count) + "\n" + TextBars.render(counted(last, words), options: options))
        }
        for name in Set(runs.flatMap { $0.values.keys }).sorted() {
            let values = runs.compactMap { $0.values[name] }
            sections.append(words(.histogramValue, name, values.count) + "\n" + TextBars.render(buckets(values), options: options))
        }
        let summary = mostFirst(runs.map(\.outcome)).map { words(.histogramOutcome, $0.count, $0.text) }
        sections.append(words(.histogramOutcomes, runs.count, summary.joined(separator: ", ")))
        return sections.joined(separator: "\n")
    }

    /// Each distinct value when there are at most 10, else 10 ranges of equal width.
    package static func buckets(_ values: [Int64]) -> [(label: String, count: Int)] {
        let distinct = Set(values).sorted()
        if distinct.count <= 10 {
            return distinct.map { v in (String(v), values.filter { $0 == v }.count) }
        }
        let lo = distinct.first!, hi = distinct.last!
        let width = (hi - lo) / 10 + 1
        return (0..<10).compactMap { i -> (String, Int)? in
            let a = lo + Int64(i) * width, b = a + width - 1
            guard a <= hi else { return nil }
            return ("\(a)–\(min(b, hi))", values.filter { $0 >= a && $0 <= b }.count)
        }
    }

    /// Each distinct text with how often it came, most frequent first (at most 12 rows).
    package static func counted(_ texts: [String], _ words: Catalogue = Catalogue(.en)) -> [(label: String, count: Int)] {
        let sorted = mostFirst(texts)
        var rows = sorted.prefix(12).map { (label: String($0.text.prefix(40)), count: $0.count) }
        if sorted.count > 12 {
            rows.append((words(.histogramOthers, sorted.count - 12), sorted.dropFirst(12).reduce(0) { $0 + $1.count }))
        }
        return rows
    }

    /// Each distinct text and its count, most frequent first; a tie puts the greater text first.
    static func mostFirst(_ texts: [String]) -> [(text: String, count: Int)] {
        var counts: [String: Int] = [:]
        for t in texts { counts[t, default: 0] += 1 }
        return counts.sorted { ($0.value, $0.key) > ($1.value, $1.key) }.map { (text: $0.key, count: $0.value) }
    }
}
