import LearnRunner
import LearnTrace

/// Runs the headline lessons' demos in a child `learn` process, as lessons do.
enum HeadlineRun {
    static let runner = DemoRunner.forTests()

    /// One run of `demo`/`variant` at a small pace; returns its whole result.
    static func run(_ demo: String, _ variant: String, pace: Double = 0.01, _ parameters: [String: String] = [:]) -> RunResult {
        runner.run(RunRequest(demo: demo, variant: variant, parameters: parameters, pace: pace)) { _ in }
    }
}

extension Trace {
    /// The lesson condition `before A B`: every `a` (span end, or mark) happened
    /// before any `b` (span begin, or mark). False when either never happened.
    func happened(_ a: String, before b: String) -> Bool {
        let ends = spans(labeled: a).map(\.end) + marks(labeled: a).map(\.time)
        let begins = spans(labeled: b).map(\.begin) + marks(labeled: b).map(\.time)
        guard let lastA = ends.max(), let firstB = begins.min() else { return false }
        return lastA <= firstB
    }

    /// The `Trace.ThreadInfo` of a span.
    func thread(of span: Span) -> ThreadInfo { threads[span.thread] }
}
