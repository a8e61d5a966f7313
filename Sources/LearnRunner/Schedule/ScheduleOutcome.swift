import LearnLanguage

extension RunResult {
    /// The outcome of a scheduled run, as the schedule search counts it: the demo's results
    /// (its values named in `labels`, `name=value` sorted by name), or how the run ended when
    /// it did not finish (`deadlock`, `lost wake-up`, `stuck`, `timed-out`…). Times (values named
    /// `…_ms`) are left out: no schedule decides them. English words: the key outcomes are counted by.
    package func scheduleOutcome(labels: Set<String>) -> String { scheduleOutcomeWords(labels: labels, Catalogue(.en)) }

    /// ``scheduleOutcome(labels:)`` in `say`'s language, from the run's facts.
    package func scheduleOutcomeWords(labels: Set<String>, _ say: Catalogue) -> String {
        if let hang = hangWords(say) { return hang }
        let values = trace.values.filter { labels.contains($0.key) && !$0.key.hasSuffix("_ms") }.sorted { $0.key < $1.key }
        guard status == .finished, !values.isEmpty else { return say.language == .en ? status.word : say(status.outcomeKey) }
        return values.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
    }

    /// When no thread could go on: a deadlock (a cycle of waits) or a lost wake-up (a wait nobody
    /// left will end), as the run's waits tell; `stuck` when they tell neither. Nil for a run that
    /// did not hang.
    package func hangWords(_ say: Catalogue) -> String? {
        guard case .timedOut = status, schedule?.deadlock != nil else { return nil }
        return switch WaitDiagnosis(trace: trace, status: status).hang {
        case .deadlock: say(.outcomeDeadlock)
        case .lostWakeup: say(.outcomeLostWakeup)
        case nil: say(.outcomeStuck)
        }
    }
}
