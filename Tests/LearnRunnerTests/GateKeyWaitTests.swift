import LearnRunner
import LearnTrace
import Testing

/// A declared wait's span is opened past its gate, so a recorded run's path leaves it out
/// (else the semaphore's `await` could not be recorded into a token once its wait was declared).
@Suite struct GateKeyWaitTests {
    @Test func aDeclaredWaitIsNoGate() {
        let wait = TraceEvent(seq: 1, time: 1, tid: 2, isMain: false, kind: .begin, label: WaitLabel.prefix + "semaphore 1")
        let span = TraceEvent(seq: 2, time: 2, tid: 2, isMain: false, kind: .begin, label: "await")
        #expect(GateKey.of(wait) == nil)
        #expect(GateKey.of(span) == "begin await")
    }
}
