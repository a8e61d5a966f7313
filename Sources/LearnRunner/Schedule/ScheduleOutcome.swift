extension RunResult {
    /// The outcome of a scheduled run, as the schedule search counts it: the demo's results
    /// (its values named in `labels`, `name=value` sorted by name), or how the run ended when
    /// it did not finish (`deadlock`, `lost wake-up`, `stuck`, `timed_out`…). Times (values named `…_ms`) are left out: no schedule decides them.
    package func scheduleOutcome(labels: Set<String>) -> String {
        if case .timedOut = status, schedule?.deadlock != nil {
            // No thread could go on: a deadlock (a cycle of waits) or a lost wake-up (a wait
            // nobody left will end), as the run's waits tell; "stuck" when they tell neither.
            return WaitDiagnosis(trace: trace, status: status).hang?.rawValue ?? "stuck"
        }
        guard status == .finished else { return status.word }
        let values = trace.values.filter { labels.contains($0.key) && !$0.key.hasSuffix("_ms") }.sorted { $0.key < $1.key }
        return values.isEmpty ? "finished" : values.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
    }
}
