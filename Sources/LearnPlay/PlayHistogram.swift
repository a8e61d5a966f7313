import LearnTrace

/// What many runs of one program printed last (and each value it recorded), as text bars.
package enum PlayHistogram {
    package static func render(_ runs: [PlayRun], options: RenderOptions = .plain) -> String {
        var sections: [String] = []
        let last = runs.map { $0.lastLine ?? "(nothing printed)" }
        sections.append("Last line printed, over \(runs.count) runs:\n" + TextBars.render(counted(last), options: options))
        for name in Set(runs.flatMap { $0.trace.values.keys }).sorted() {
            let values = runs.compactMap { $0.trace.values[name] }.map(String.init)
            sections.append("`\(name)` over \(values.count) runs:\n" + TextBars.render(counted(values), options: options))
        }
        var outcomes: [String: Int] = [:]
        for run in runs { outcomes[run.result.status.word, default: 0] += 1 }
        let summary = outcomes.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map { "\($0.value) \($0.key)" }
        sections.append("\(runs.count) runs: " + summary.joined(separator: ", "))
        return sections.joined(separator: "\n")
    }

    /// Each distinct text with how often it came, most frequent first (at most 12 rows).
    static func counted(_ texts: [String]) -> [(label: String, count: Int)] {
        var counts: [String: Int] = [:]
        for t in texts { counts[t, default: 0] += 1 }
        let sorted = counts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
        var rows = sorted.prefix(12).map { (label: String($0.key.prefix(40)), count: $0.value) }
        if sorted.count > 12 { rows.append(("(\(sorted.count - 12) others)", sorted.dropFirst(12).reduce(0) { $0 + $1.value })) }
        return rows
    }
}
