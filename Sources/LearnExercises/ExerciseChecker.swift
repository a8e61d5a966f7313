import Foundation
import LearnJudge
import LearnRunner
import LearnState

/// What `learn check` proves about an exercise beyond its syntax.
package enum ExerciseChecker {
    /// The labels the playground records without the program's help (kinds of work item).
    package static let implicitLabels = Set(LearnerProgram.itemLabels)

    /// Problems in the shipped exercises, or in the exercise folders at `paths`.
    package static func check(_ catalog: ExerciseCatalog) -> [Diagnostic] {
        catalog.problems + catalog.exercises.flatMap(labelProblems) + catalog.exercises.flatMap(judgeExposure)
    }

    /// A judge's top-level declarations that the learner's file could reach: the learner's file is
    /// compiled into the judge's module, so every top-level `let`, `var`, `func` or type of the
    /// judge's must be `private` (a `total()` that returns the judge's `expected` would pass),
    /// except a type whose line says it is `// shared with the learner's file` (the judge's API:
    /// `Photo`, `Feed`), whose other members the author keeps `fileprivate`.
    package static func judgeExposure(_ exercise: Exercise) -> [Diagnostic] {
        guard let judge = exercise.judge else { return [] }
        let file = ((exercise.path as NSString).deletingLastPathComponent as NSString).appendingPathComponent(
            exercise.judgeName ?? "judge.swift")
        var problems: [Diagnostic] = []
        for (index, line) in judge.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let declared = JudgeDeclarations.exposed(String(line)) else { continue }
            if declared.isType, line.contains(JudgeDeclarations.sharedMark) { continue }
            problems.append(
                Diagnostic(
                    file: file, line: index + 1, column: 1,
                    message:
                        "`\(declared.name)` is declared at the top level without `private`: the learner's file is compiled beside the judge, so it could read or change it: write `private \(declared.keyword)`, or end the line of a type the learner's code uses with `\(JudgeDeclarations.sharedMark)`"
                ))
        }
        return problems
    }

    /// Checks naming a label neither Swift file writes as a string (`trace.span("deposit")`)
    /// nor the playground records by itself. The test suite proves more by running both files.
    static func labelProblems(_ exercise: Exercise) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        for check in exercise.checks {
            for label in check.condition.condition.labels where !implicitLabels.contains(label) {
                let literal = "\"" + label + "\""
                if let judge = exercise.judge {
                    // A judged check reads the judge's facts only: the judge must record it.
                    if !judge.contains(literal) {
                        problems.append(
                            Diagnostic(
                                file: exercise.path, line: check.line, column: 1,
                                message:
                                    "`\(check.name)` names `\(label)`, which the judge \(exercise.judgeName ?? "") never records (`Judge.span`, `Judge.value`, `Judge.mark` or `Judge.pick` with that label)"
                            ))
                    }
                } else if !exercise.starter.contains(literal) && !exercise.solution.contains(literal) {
                    problems.append(
                        Diagnostic(
                            file: exercise.path, line: check.line, column: 1,
                            message:
                                "`\(check.name)` names `\(label)`, which neither \(exercise.starterName) nor \(exercise.solutionName) records"
                        ))
                }
            }
        }
        return problems
    }

    /// True when the folder at `path` holds exercises (a `.md` file with an `@exercise` line).
    package static func isExerciseFolder(_ path: String) -> Bool {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.contains { name in
            guard name.hasSuffix(".md") else { return false }
            let text = UserFile.text((path as NSString).appendingPathComponent(name)) ?? ""
            return text.hasPrefix("---") && text.contains("\n@exercise ")
        }
    }

}
