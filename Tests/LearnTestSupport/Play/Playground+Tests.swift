import LearnJudge
import LearnPlay

extension Playground {
    /// A playground for a test: the toolchain on PATH (a test that builds says `.needsToolchain`),
    /// its build cache in `root`.
    package static func forTests(cache root: String) throws -> Playground {
        Playground(toolchain: try Toolchain.find(), cache: PlayCache(root: root))
    }

    /// Explores `build` within its first `schedules` schedules and `preemptions` preemptions, every
    /// other bound as ``ScheduleExplorer/Bounds`` has it.
    package func explore(_ build: PlayBuild, schedules: Int, preemptions: Int) throws(PlayError) -> ScheduleExplorer.Exploration {
        var bounds = ScheduleExplorer.Bounds()
        bounds.schedules = schedules
        return try explore(build, bounds: bounds, preemptions: preemptions)
    }
}
