extension Tracer {
    /// Records a fine-grained gate the calling thread has just passed: a `value`
    /// event when it carries the value about to be written, else a `mark`.
    package func recordGate(_ arrival: GateArrival) {
        if let value = arrival.value {
            recordPastGate(.value, arrival.label, newID: false, span: 0, value: Int64(value))
        } else {
            recordPastGate(.mark, arrival.label, newID: false, span: 0, value: 0)
        }
    }
}
