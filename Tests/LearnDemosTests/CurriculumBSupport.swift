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
