import Foundation
import LearnJudge
import LearnLanguage
import LearnPlay

extension Playground {
    /// A playground for a test: the toolchain on PATH (a test that builds says `.needsToolchain`),
    /// its build cache in `root`.
    package static func forTests(cache root: String) throws -> Playground {
        Playground(toolchain: try Toolchain.find(), cache: PlayCache(root: root))
    }

    /// `body` given a playground in `language` whose cache is a new folder (`name-UUID`), and that
    /// folder, for the files it builds; the folder is deleted after.
    package static func inNewFolder<T>(
        _ name: String, language: Language, _ body: (inout Playground, _ folder: String) throws -> T
    ) throws -> T {
        let root = NSTemporaryDirectory() + "\(name)-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        var playground = try forTests(cache: root)
        playground.language = language
        return try body(&playground, root)
    }

    /// Explores `build` within its first `schedules` schedules and `preemptions` preemptions, every
    /// other bound as ``ScheduleExplorer/Bounds`` has it.
    package func explore(_ build: PlayBuild, schedules: Int, preemptions: Int) throws(PlayError) -> ScheduleExplorer.Exploration {
        var bounds = ScheduleExplorer.Bounds()
        bounds.schedules = schedules
        return try explore(build, bounds: bounds, preemptions: preemptions)
    }
}
