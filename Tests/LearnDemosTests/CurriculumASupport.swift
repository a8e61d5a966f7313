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
