import Foundation
import LearnDemos
import LearnRunner
import LearnTrace
import Testing

/// Runs the curriculum demos (threads … freeze) in a real child process at a
/// small pace, and states their lessons' promises as trace invariants.
enum CurriculumA {
    static let pace = 0.01

    /// Runs one variant to its end and checks that every label it recorded is declared.
    static func run(_ demo: String, _ variant: String, _ parameters: [String: String] = [:]) -> Trace {
        let request = RunRequest(demo: demo, variant: variant, parameters: parameters, pace: pace)
        let result = DemoRunner.forTests().run(request) { _ in }
        #expect(result.status == .finished, "\(demo)/\(variant): \(result.status)")
        let declared = Set(DemoCatalog.named(demo)?.labels ?? [])
        let recorded = Set(result.trace.events.filter { $0.kind != .say && $0.kind != .enqueue }.map(\.label))
        #expect(recorded.subtracting(declared).isEmpty, "\(demo): undeclared labels \(recorded.subtracting(declared))")
        return result.trace
    }
}

extension Trace {
    /// Spans and marks with this label, as (thread index, begin, end).
    func occurrences(_ label: String) -> [(thread: Int, begin: UInt64, end: UInt64)] {
        spans(labeled: label).map { ($0.thread, $0.begin, $0.end) }
            + marks(labeled: label).map { (threadIndex(of: $0), $0.time, $0.time) }
    }

    func count(_ label: String) -> Int { occurrences(label).count }

    /// There is at least one, and every one ran on the process's main thread.
    func allOnMain(_ label: String) -> Bool {
        let all = occurrences(label)
        return !all.isEmpty && all.allSatisfy { threads[$0.thread].isMain }
    }

    /// There is at least one, and none ran on the main thread.
    func noneOnMain(_ label: String) -> Bool {
        let all = occurrences(label)
        return !all.isEmpty && all.allSatisfy { !threads[$0.thread].isMain }
    }

    /// Both happened, and every `a` ended before any `b` began.
    func allBefore(_ a: String, _ b: String) -> Bool {
        let left = occurrences(a), right = occurrences(b)
        guard let lastA = left.map(\.end).max(), let firstB = right.map(\.begin).min() else { return false }
        return lastA <= firstB
    }

    /// No two `a` spans were open at the same moment, on any threads.
    func oneAtATime(_ a: String) -> Bool {
        let sorted = spans(labeled: a).sorted { $0.begin < $1.begin }
        return zip(sorted, sorted.dropFirst()).allSatisfy { $0.end <= $1.begin }
    }

    /// No `a` span was open while a `b` span was.
    func neverDuring(_ a: String, _ b: String) -> Bool {
        let left = spans(labeled: a), right = spans(labeled: b)
        return left.allSatisfy { x in right.allSatisfy { y in x.id == y.id || x.end <= y.begin || y.end <= x.begin } }
    }

    func value(_ name: String) -> Int64? { values[name] }

    /// The demo's output lines.
    var said: [String] { output.map(\.label) }
}
