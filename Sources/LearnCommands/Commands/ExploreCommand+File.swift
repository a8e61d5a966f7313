import Foundation
import LearnJudge
import LearnPlay
import LearnRunner
import LearnSystem
import LearnTrace

/// `learn explore FILE.swift`: the learner's own program under every schedule of its gates,
/// within the bounds; each outcome with how many schedules reach it and a token.
extension ExploreCommand {
    /// True when the words name a Swift file rather than a lesson or demo.
    static func isFile(_ words: String) -> Bool {
        words.hasSuffix(".swift") || words.contains("/")
    }

    func exploreFile(_ path: String, session: Session) throws {
        if variant != nil || !assignments.isEmpty {
            throw LearnError.badLine("--variant and --set are a lesson's; a file is explored as it is")
        }
        let source = try PlayCommand.playing { () throws(PlayError) in try PlaySource.load(path) }
        let playground = try PlayCommand.playing { () throws(PlayError) in try Playground.standard() }
        let build: PlayBuild
        do { build = try playground.build(source, mode: .scheduled) } catch {
            if case .compileFailed(_, let diagnostics) = error { session.console.errorRaw(diagnostics.trimmingCharacters(in: .newlines)) }
            throw error.isUsageError ? LearnError.badLine(error.message) : LearnError.nothingToDo(error.message)
        }
        var bounds = ScheduleExplorer.Bounds()
        bounds.schedules = max(1, maxSchedules)
        bounds.depth = max(1, depth)
        bounds.seconds = max(0.1, budget)
        session.console.line("Exploring \(VisibleText.name(source.path)) (at most \(preemptions) preemptions, depth \(bounds.depth))")
        InterruptFlag.install()
        let found = try PlayCommand.playing { () throws(PlayError) in
            try playground.explore(build, bounds: bounds, preemptions: preemptions)
        }
        let width = session.render.width
        let text = Self.fileTable(
            found, source: source, budget: bounds.seconds, preemptions: preemptions, modified: Self.modified(in: build))

        session.console.line(
            text.split(separator: "\n", omittingEmptySubsequences: false)
                .flatMap { $0.count > width ? Text.hanging("", String($0), width: width) : [String($0)] }.joined(separator: "\n"))
    }

    /// The first variable the build only reaches through a library call (`modifies items`), if any.
    static func modified(in build: PlayBuild) -> String? {
        let rows = (try? String(contentsOfFile: build.gateSitesPath, encoding: .utf8))?.split(separator: "\n") ?? []
        return rows.lazy.compactMap { $0.split(separator: "\t").last }.first { $0.hasPrefix("modifies ") && $0 != "modifies memory" }
            .map { String($0.dropFirst("modifies ".count)) }
    }

    /// The table of a file's outcomes: the demos' table, its tokens tied to the file's text.
    static func fileTable(
        _ found: ScheduleExplorer.Exploration, source: PlaySource, budget: Double, preemptions: Int, modified: String? = nil
    ) -> String {
        var lines = table(found, budget: budget).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for outcome in found.outcomes {
            guard let token = outcome.token else { continue }
            let tokenText = "\(token)"
            let programToken = "\(ProgramToken(schedule: token, text: source.text))"
            if let row = lines.firstIndex(where: { $0.hasSuffix("  " + tokenText) }) {
                lines[row] = String(lines[row].dropLast(tokenText.count)) + programToken
            }
        }
        if found.outcomes.count == 1 {
            lines.append(
                "One outcome in \(found.schedules) schedules (at most \(preemptions) preemptions each\(found.complete ? "" : ", not every schedule within them")): no interleaving of these gates changes what the program does."
            )
        }
        if let modified {
            lines.append(
                "`modifies \(modified)` runs code outside your file (the standard library's `append`, `insert`, `toggle()`…) whole between two gates: a race inside it is not interleaved here; `learn play --tsan \(source.path)` judges it."
            )
        }
        lines.append("Replay one: `learn play --replay TOKEN \(source.path)`.")
        return lines.joined(separator: "\n")
    }
}
