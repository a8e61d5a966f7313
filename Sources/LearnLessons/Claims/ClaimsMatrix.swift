import Foundation
import LearnJudge
import LearnRunner
import LearnSystem
import LearnTrace

/// Every part of every lesson, played on each machine shape, pace and seed: the claims audit
/// of each playing, tallied by lesson part × condition.
package struct ClaimsMatrix: Sendable {
    /// One configuration a part is played in.
    package struct Condition: Sendable, Hashable, CustomStringConvertible {
        package var pace: Double
        package var pinned: Bool
        package var seed: UInt64
        /// A token every single run replays (`--replay`): one outcome `learn explore` found.
        package var replay: ScheduleToken?
        package init(pace: Double, pinned: Bool, seed: UInt64, replay: ScheduleToken? = nil) {
            self.pace = pace
            self.pinned = pinned
            self.seed = seed
            self.replay = replay
        }
        package var description: String {
            if let replay { return "replay \(replay) \(pinned ? "1 CPU" : "all CPUs")" }
            return "pace \(pace) \(pinned ? "1 CPU" : "all CPUs") seed \(seed)"
        }
    }

    /// One lesson part in one condition.
    package struct Cell: Sendable {
        package var lesson: String
        package var part: String
        package var condition: Condition
        package var report: ClaimsAudit.Report
    }

    package let lessons: [Lesson]
    package let conditions: [Condition]

    package init(lessons: [Lesson], paces: [Double], seeds: [UInt64], pinned: [Bool] = [false, true]) {
        self.lessons = lessons
        conditions = paces.flatMap { pace in pinned.flatMap { pin in seeds.map { Condition(pace: pace, pinned: pin, seed: $0) } } }
    }

    /// Plays one cell with `runner` (all CPUs) or `pinnedRunner` (one CPU).
    package static func play(
        _ lesson: Lesson, part: String, _ condition: Condition,
        runner: TargetRunning, pinnedRunner: TargetRunning
    ) -> Cell {
        let report = ClaimsAudit(lesson: lesson, part: part)
            .play(
                runner: condition.pinned ? pinnedRunner : runner, pace: condition.pace, seed: condition.seed,
                schedule: condition.replay.map { .replay($0) })
        return Cell(lesson: lesson.id, part: part, condition: condition, report: report)
    }

    /// A runner whose demos may run on CPU 0 only: `learn` started through `taskset -c 0`
    /// (util-linux), from a small script, so the child keeps one pid. Nil without taskset.
    package static func pinnedRunner(learn: String) -> DemoRunner? {
        let taskset = "/usr/bin/taskset"
        guard FileManager.default.isExecutableFile(atPath: taskset) else { return nil }
        // a fresh name made exclusively (never a link planted at a name another user can guess)
        guard let script = try? TemporaryFile(template: NSTemporaryDirectory() + "/learn-pinned-XXXXXX") else { return nil }
        let text = "#!/bin/sh\nexec \(taskset) -c 0 '\(learn)' \"$@\"\n"
        let written = writeAll(script.descriptor, Array(text.utf8)) == 0 && fchmod(script.descriptor, 0o700) == 0
        close(script.descriptor)
        guard written else { return nil }
        return DemoRunner(executable: script.path)
    }

    /// The table: one line per lesson part and condition, checks held and outcomes seen.
    package static func table(_ cells: [Cell]) -> String {
        var lines: [String] = []
        for cell in cells {
            let held = cell.report.checks.filter(\.held).count
            let outcomes = cell.report.outcomes.map { "\($0.name)=\($0.held ? "yes" : "no")" }.joined(separator: ", ")
            let mark = cell.report.findings.isEmpty ? "ok" : "FAIL"
            lines.append(
                "\(cell.lesson)/\(cell.part) · \(cell.condition) → checks \(held)/\(cell.report.checks.count) \(mark)"
                    + (outcomes.isEmpty ? "" : " · \(outcomes)"))
            for finding in cell.report.findings { lines.append("    ! \(finding)") }
        }
        return lines.joined(separator: "\n")
    }
}
