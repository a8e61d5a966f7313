import LearnRunner
import LearnTrace
import Testing

/// Runs the curriculum's demos in a child process (the built `learn`) at a small pace,
/// and answers the questions the lessons' checks ask of a trace.
enum CurriculumB {
    static func run(_ demo: String, _ variant: String, _ parameters: [String: String] = [:]) -> RunResult {
        let request = RunRequest(demo: demo, variant: variant, parameters: parameters, pace: 0.01, seed: 7)
        return DemoRunner.forTests().run(request) { _ in }
    }
}

extension Trace {
    /// A value the demo reported, or -1 when it did not.
    func value(_ name: String) -> Int { values[name].map { Int($0) } ?? -1 }

    /// Every `a` (span end, or mark) happened before any `b` (span begin, or mark):
    /// the lessons' `before A B`.
    func isBefore(_ a: String, _ b: String) -> Bool {
        let ends = spans(labeled: a).map(\.end) + marks(labeled: a).map(\.time)
        let begins = spans(labeled: b).map(\.begin) + marks(labeled: b).map(\.time)
        guard let lastEnd = ends.max(), let firstBegin = begins.min() else { return false }
        return lastEnd <= firstBegin
    }

    /// How many spans or marks carry this label (the lessons' `count A`).
    func count(_ label: String) -> Int {
        spans(labeled: label).count + marks(labeled: label).count
    }

    /// True when every `label` span ran on the main thread (the lessons' `on-main A`).
    func allOnMain(_ label: String) -> Bool {
        let spans = spans(labeled: label)
        return !spans.isEmpty && spans.allSatisfy { threads[$0.thread].isMain }
    }

    /// The demo's output lines.
    var said: [String] { output.map(\.label) }
}
