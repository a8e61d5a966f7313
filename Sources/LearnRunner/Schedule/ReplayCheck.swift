import LearnLanguage
import LearnTrace

/// What replay determinism compares between two runs of one token: the order of
/// the gates passed and the demo's outcome, leaving out what measures the
/// machine (a pid, a rate, a time), which no schedule decides.
package enum ReplayCheck {
    /// Values that measure the machine rather than the schedule (besides times, ``isMeasured(_:)``).
    package static let measured: Set<String> = [
        "pid", "serial_ops_per_s", "barrier_ops_per_s", "lock_ops_per_s",
    ]

    /// True for a value that measures the machine: a pid, a rate, a time (`…_ms`, `…-ms`, `…-us`).
    package static func isMeasured(_ label: String) -> Bool {
        measured.contains(label) || ["_ms", "-ms", "-us"].contains { label.hasSuffix($0) }
    }

    /// The gates a run passed, in order, without the threads' numbers (a pool may
    /// run a work item on another thread) and without measured values' numbers.
    package static func gateOrder(_ result: RunResult) -> [String] {
        (result.schedule?.gates ?? []).map { gate in
            let summary = String(gate.drop { $0 != ":" }.dropFirst())
            // a learner's program's `trace.value` (a fact), or a demo's `value LABEL = N`
            if case .value(let label, _) = ScheduleReport.fact(ofPassed: gate), isMeasured(label) {
                return "value \(label)"
            }
            guard summary.hasPrefix("value "), let equals = summary.range(of: " = ") else { return summary }
            let label = String(summary[summary.index(summary.startIndex, offsetBy: 6)..<equals.lowerBound])
            return isMeasured(label) ? "value \(label)" : summary
        }
    }

    /// The run's outcome, as ``RunResult/scheduleOutcome(labels:)`` says it, without measured values.
    package static func outcome(_ result: RunResult) -> String {
        let labels = Set(result.request.target.demo?.traits.labels ?? []).filter { !isMeasured($0) }
        return result.scheduleOutcome(labels: labels)
    }

    /// Why a replay differs from the run it replays (`reference`); nil when it is the same.
    package static func difference(_ replayed: RunResult, from reference: RunResult, token: ScheduleToken) -> String? {
        if let mismatch = replayed.schedule?.mismatch { return "mismatch: " + ScheduleMismatch.said(mismatch, in: Catalogue(.en)) }
        if replayed.schedule?.followed(token) != true {
            return "passed its gates as \(replayed.schedule?.token.map(String.init(describing:)) ?? "none")"
        }
        if reference.schedule != nil, gateOrder(replayed) != gateOrder(reference) {
            let a = gateOrder(reference), b = gateOrder(replayed)
            let at = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
            return "gate \(at + 1): \(at < a.count ? a[at] : "end") became \(at < b.count ? b[at] : "end")"
        }
        if outcome(replayed) != outcome(reference) { return "outcome \(outcome(replayed)), not \(outcome(reference))" }
        return nil
    }
}
