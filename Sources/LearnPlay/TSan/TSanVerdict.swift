/// What ThreadSanitizer said about a learner's program over one or more runs.
package struct TSanVerdict: Sendable {
    /// Every run tried (the judge stops at the first with a report).
    package let runs: [PlayRun]
    package let reports: [TSanReport]
    /// One per distinct explanation, in the order TSan reported them.
    package let findings: [TSanFinding]

    /// The verdict on `runs` of `build`, each frame TSan left without a line found by `symbolizer`.
    init(runs: [PlayRun], build: PlayBuild, symbolizer: TSanSymbolizer) {
        let reports = runs.flatMap { TSanReport.parse($0.output) }
        let symbols =
            reports.isEmpty
            ? TSanSymbols() : symbolizer.symbols(for: reports, binary: build.binary, compiledPath: build.compiledSource)
        self.init(runs: runs, compiledPath: build.compiledSource, text: build.source.text, symbols: symbols)
    }

    init(runs: [PlayRun], compiledPath: String, text: String, symbols: TSanSymbols = TSanSymbols()) {
        self.runs = runs
        let reports = runs.flatMap { TSanReport.parse($0.output) }
        self.reports = reports
        var findings: [TSanFinding] = []
        for report in reports {
            let finding = TSanFinding(report: report, compiledPath: compiledPath, text: text, symbols: symbols)
            // TSan often reports one race twice (as a Swift access race and as a data race).
            // Keep the telling that names more of the learner's lines.
            if let i = findings.firstIndex(where: { $0.subject == finding.subject && Set(finding.lines).isSuperset(of: $0.lines) }) {
                findings[i] = finding
                continue
            }
            if findings.contains(where: { $0.subject == finding.subject && Set($0.lines).isSuperset(of: finding.lines) }) { continue }
            findings.append(finding)
        }
        self.findings = findings
    }

    package var foundRace: Bool { !reports.isEmpty }

    /// The reports as ThreadSanitizer wrote them, with the learner's file name in their frames.
    package func raw(compiledPath: String, learnerPath: String) -> String {
        reports.map { $0.lines.joined(separator: "\n") }.joined(separator: "\n\n")
            .replacingOccurrences(of: compiledPath, with: learnerPath)
    }
}
