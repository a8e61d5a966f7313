import LearnTrace

/// What a free run's gate events and a scheduled run's gates are matched by:
/// `begin L`, `end L`, `mark L`, `value L = v`. A fine-grained gate is written
/// to a recorded trace as a mark (or a value, when it carries one), so it has
/// the key of that event; a measured value is matched by its name alone.
package enum GateKey {
    package static func of(_ arrival: GateArrival) -> String {
        switch arrival.kind {
        case .begin: "begin \(arrival.label)"
        case .end: "end \(arrival.label)"
        case .mark: "mark \(arrival.label)"
        case .fine, .value: arrival.value.map { value(arrival.label, $0) } ?? "mark \(arrival.label)"
        }
    }

    /// The key of a trace event that is a gate; nil for `say` and `enqueue`, which are none, and
    /// for a declared wait's span (``DeclaredWait``), which the tracer opens past its gate.
    package static func of(_ event: TraceEvent) -> String? {
        if event.kind == .begin || event.kind == .end, WaitLabel.isWait(event.label) { return nil }
        return switch event.kind {
        case .begin: "begin \(event.label)"
        case .end: "end \(event.label)"
        case .value: value(event.label, Int(event.value))
        case .say, .enqueue, .runtime, .task: nil
        default: "mark \(event.label)"
        }
    }

    private static func value(_ label: String, _ value: Int) -> String {
        ReplayCheck.isMeasured(label) ? "value \(label)" : "value \(label) = \(value)"
    }

    /// A recorded run's gates, in the order they were passed, one key each.
    package static func path(of trace: Trace) -> [String] {
        trace.events.compactMap(of)
    }
}
