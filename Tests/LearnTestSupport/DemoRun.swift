import LearnDemoProcess
import LearnDemos
import LearnRunner
import LearnTrace
import Testing

/// The one way tests run a demo: in a child `learn` process, as lessons do, at a small pace.
///
/// Every run checks what any demo run must show: the demo started and ended the way
/// the test expects (finished, unless it says otherwise), it recorded events, and every
/// span, mark and value label it recorded is one the demo declares (the labels the
/// lesson checker accepts).
package enum DemoRun {
    /// Delays a hundred times shorter than in a lesson; decisions unchanged.
    package static let pace = 0.01
    package static let runner = DemoRunner.forTests()

    /// Runs `demo`/`variant`; records an issue when the run did not end in one of
    /// `expecting` (words of `RunStatus.word`: `finished`, `crashed`, `timed-out`…).
    @discardableResult
    package static func run(
        _ demo: String, _ variant: String, _ parameters: [String: String] = [:],
        pace: Double = pace, seed: UInt64 = 7, expecting: Set<String> = ["finished"],
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> RunResult {
        // A run that must end by itself gets a generous watchdog: at a hundredth of a lesson's pace the
        // default is its two-second floor, which a loaded machine can starve a healthy child past.
        // A run that must hang keeps the default, so it is stopped as a learner's would be.
        let watchdog: Double? = expecting.contains("timed-out") ? nil : 60
        let request = RunRequest(demo: demo, variant: variant, parameters: parameters, pace: pace, seed: seed, watchdog: watchdog)
        let result = runner.run(request) { _ in }
        #expect(
            expecting.contains(result.status.word), "\(demo)/\(variant) ended \(result.status)\n\(result.stderr)",
            sourceLocation: sourceLocation)
        // A crash that corrupts the heap can stop the recorder before its first flush: its events
        // are lost, not unrecorded. Only a run expected to crash may end with none.
        #expect(
            !result.trace.events.isEmpty || (expecting.contains("crashed") && result.status.word == "crashed"),
            "\(demo)/\(variant) recorded nothing: it never started", sourceLocation: sourceLocation)
        let declared = Set(DemoCatalog.runnable(demo)?.labels ?? [])
        let recorded = Set(result.trace.events.filter { ![.say, .enqueue, .runtime, .task].contains($0.kind) }.map(\.label))
            .filter { !WaitLabel.isWait($0) }  // the tracer's own spans for a declared wait
        #expect(
            recorded.subtracting(declared).isEmpty, "\(demo): undeclared labels \(recorded.subtracting(declared).sorted())",
            sourceLocation: sourceLocation)
        return result
    }
}
