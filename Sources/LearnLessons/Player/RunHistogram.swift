import LearnRunner
import LearnTrace

/// A small text histogram of each value the runs of a `repeat=N` reported, and their outcomes.
enum RunHistogram {
    static func render(_ runs: [RunBlock.Summary], options: RenderOptions) -> String {
        var sections: [String] = []
        let names = Set(runs.flatMap { $0.values.keys }).sorted()
        for name in names {
            let values = runs.compactMap { $0.values[name] }
            sections.append("`\(name)` over \(values.count) runs:\n" + TextBars.render(buckets(values), options: options))
        }
        var outcomes: [String: Int] = [:]
        for run in runs { outcomes[RunFigures.outcome(run.status), default: 0] += 1 }
        let summary = outcomes.sorted { ($0.value, $0.key) > ($1.value, $1.key) }.map { "\($0.value) \($0.key)" }
        sections.append("\(runs.count) runs: " + summary.joined(separator: ", "))
        return sections.joined(separator: "\n")
    }

    /// Each distinct value when there are at most 10, else 10 ranges of equal width.
    static func buckets(_ values: [Int64]) -> [(label: String, count: Int)] {
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
}
