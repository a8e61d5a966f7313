import LearnRunner

extension DemoRunner {
    /// A runner for tests: starts the `learn` executable built beside the running
    /// test binary (`.build/debug/learn`), since the test binary itself has no `__demo` mode.
    package static func forTests() -> DemoRunner {
        DemoRunner(executable: siblingExecutable(named: "learn") ?? "learn")
    }
}
