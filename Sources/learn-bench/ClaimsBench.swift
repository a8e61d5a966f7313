import Foundation
import LearnLessons
import LearnRunner

/// The claims matrix at full scale: every part of every lesson at paces 0.05, 1 and 3, on all
/// CPUs and pinned to one, with two seeds; prints lesson part × condition → checks held and
/// outcomes seen; then, for every part whose demo can be replayed, each outcome `learn explore`
/// finds, replayed through the part (`--replay TOKEN`) on all CPUs and pinned to one. `LEARN_CLAIMS_PACES=0.05,1`, `LEARN_CLAIMS_SEEDS=1` and
/// `LEARN_CLAIMS_LESSONS=race,barrier` narrow it; `LEARN_CLAIMS_OUT=DIR` keeps each cell's text in DIR.
struct ClaimsBench: Benchmark {
    let name = "claims"

    func run() -> [Figure] {
        let goal = "every check holds, no text disagrees with its run"
        guard let learn = DemoRunner.siblingExecutable(named: "learn") else {
            return [.notMeasured("claims", goal: goal, why: "no `learn` beside learn-bench")]
        }
        guard let pinned = ClaimsMatrix.pinnedRunner(learn: learn) else {
            return [.notMeasured("claims", goal: goal, why: "no /usr/bin/taskset (util-linux) to pin a run")]
        }
        let env = ProcessInfo.processInfo.environment
        let paces = Self.list(env["LEARN_CLAIMS_PACES"]).compactMap(Double.init).nonEmpty ?? [0.05, 1, 3]
        let seeds = Self.list(env["LEARN_CLAIMS_SEEDS"]).compactMap { UInt64($0) }.nonEmpty ?? [1, 2]
        let wanted = Set(Self.list(env["LEARN_CLAIMS_LESSONS"]))
        let library = LessonLibrary()
        let lessons = library.ids.filter { wanted.isEmpty || wanted.contains($0) }.compactMap { library.lesson(id: $0) }
        let matrix = ClaimsMatrix(lessons: lessons, paces: paces, seeds: seeds)
        let runner = DemoRunner(executable: learn)
        var cells: [ClaimsMatrix.Cell] = []
        for lesson in lessons {
            for part in lesson.variants {
                // each token replayed on all CPUs and pinned to one: a replay passes the same gates either way;
                // at `learn run`'s own pace 1, which the part's repeated runs (measured, never replayed) go at
                let replays = ClaimsReplays.tokens(lesson, part: part, runner: runner).flatMap { token in
                    [false, true].map { ClaimsMatrix.Condition(pace: 1, pinned: $0, seed: 1, replay: token) }
                }
                for condition in matrix.conditions + replays {
                    let cell = ClaimsMatrix.play(lesson, part: part, condition, runner: runner, pinnedRunner: pinned)
                    // written at once, unbuffered: a long matrix shows each cell as it is played
                    FileHandle.standardOutput.write(Data((ClaimsMatrix.table([cell]) + "\n").utf8))
                    if let folder = env["LEARN_CLAIMS_OUT"] { Self.save(cell, in: folder) }
                    cells.append(cell)
                }
            }
        }
        let checks = cells.flatMap(\.report.checks)
        let replayed = cells.filter { $0.condition.replay != nil && !$0.condition.pinned }.count
        let findings = cells.flatMap(\.report.findings)
        return [
            Figure(
                name: "cells", value: "\(cells.count) (\(lessons.count) lessons × parts × \(matrix.conditions.count) conditions)",
                goal: "-", met: nil),
            Figure(name: "explored outcomes replayed", value: "\(replayed), each on all CPUs and pinned", goal: "-", met: nil),
            Figure(
                name: "checks held", value: "\(checks.filter(\.held).count) of \(checks.count)", goal: "all", met: checks.allSatisfy(\.held)
            ),
            Figure(name: "findings", value: "\(findings.count)", goal: goal, met: findings.isEmpty),
        ]
    }

    /// Writes what the cell showed to `folder/LESSON.PART.CONDITION.txt`, for a reader to check by eye.
    static func save(_ cell: ClaimsMatrix.Cell, in folder: String) {
        let name = "\(cell.lesson).\(cell.part).\(cell.condition)".map { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" ? $0 : "_" }
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try? Data(cell.report.output.utf8).write(to: URL(fileURLWithPath: folder).appendingPathComponent(String(name) + ".txt"))
    }

    static func list(_ text: String?) -> [String] {
        (text ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}

extension Array {
    var nonEmpty: Self? { isEmpty ? nil : self }
}
