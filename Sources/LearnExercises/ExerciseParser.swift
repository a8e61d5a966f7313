import Foundation
import LearnFormat
import LearnJudge

/// Reads an exercise file (`Exercises/NAME.md`); every problem is a ``Diagnostic``.
package enum ExerciseParser {
    /// The header keys an exercise takes.
    static let keys = ["id", "title", "lesson", "sources"]

    /// Parses `text` read from `path`; `file` gives the text of a Swift file the exercise names.
    package static func parse(
        _ text: String, path: String, file: (String) -> String?
    ) -> (exercise: Exercise?, problems: [Diagnostic]) {
        var problems: [Diagnostic] = []
        func fail(_ line: Int, _ column: Int = 1, _ message: String) {
            problems.append(Diagnostic(file: path, line: line, column: column, message: message))
        }
        let lines = text.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
        guard case .success(let front) = FrontMatter.read(lines) else {
            return (nil, [Diagnostic(file: path, line: 1, column: 1, message: "an exercise starts with a header between two `---` lines")])
        }
        var header: [String: String] = [:]
        for item in front.items {
            switch item {
            case .blank(let line), .noColon(let line):
                fail(line, 1, "a header line is `key: value`")
            case .entry(let entry) where !keys.contains(entry.key):
                fail(entry.line, 1, "unknown key `\(entry.key)`: an exercise takes \(keys.joined(separator: ", "))")
            case .entry(let entry):
                if header[entry.key] != nil { fail(entry.line, 1, "`\(entry.key)` is given twice") }
                header[entry.key] = entry.value
            }
        }
        for key in keys where (header[key] ?? "").isEmpty { fail(1, 1, "the header needs `\(key)`") }
        var body: [String] = []
        var exerciseLine: (line: Int, fields: [String: String])?
        var checks: [Exercise.Check] = []
        var hints: [String] = []
        var failures: [(name: String, text: String, line: Int)] = []
        for index in front.bodyStart..<lines.count {
            let line = lines[index], number = index + 1
            if line.hasPrefix("@exercise") {
                if exerciseLine != nil { fail(number, 1, "an exercise has one `@exercise` line") }
                exerciseLine = (number, fields(String(line.dropFirst("@exercise".count)), line: number, fail: fail))
            } else if line.hasPrefix("@check ") {
                let named: NamedCondition
                switch NamedCondition.read(line.dropFirst("@check ".count), column: 8) {
                case .success(let read): named = read
                case .failure(let problem):
                    fail(number, problem.column, problem.message(directive: "check"))
                    continue
                }
                if checks.contains(where: { $0.name == named.name }) { fail(number, 8, "two checks are named `\(named.name)`") }
                switch ConditionParser.parse(named.condition, column: named.conditionColumn) {
                case .success(let condition): checks.append(Exercise.Check(name: named.name, condition: condition, line: number))
                case .failure(let failure):
                    if let words = failure.words {
                        problems.append(Diagnostic(file: path, line: number, column: failure.column, words))
                    } else {
                        fail(number, failure.column, failure.message)
                    }
                }
            } else if line.hasPrefix("@fail ") {
                let rest = line.dropFirst("@fail ".count)
                guard let colon = rest.firstIndex(of: ":"), !rest[rest.index(after: colon)...].trimmingCharacters(in: .whitespaces).isEmpty
                else {
                    fail(number, 7, "a failure's words are `@fail CHECK: TEXT`")
                    continue
                }
                failures.append(
                    (
                        rest[..<colon].trimmingCharacters(in: .whitespaces),
                        rest[rest.index(after: colon)...].trimmingCharacters(in: .whitespaces), number
                    ))
            } else if line.hasPrefix("@hint ") {
                hints.append(String(line.dropFirst("@hint ".count)).trimmingCharacters(in: .whitespaces))
            } else if line.hasPrefix("@") && !line.hasPrefix("@@") {
                fail(number, 1, "an exercise takes `@exercise`, `@check`, `@fail` and `@hint` lines")
            } else {
                body.append(line.hasPrefix("@@") ? String(line.dropFirst()) : line)
            }
        }
        guard let exerciseLine else {
            fail(lines.count, 1, "an exercise needs `@exercise file=NAME.swift solution=NAME.solution.swift`")
            return (nil, problems)
        }
        let starterName = exerciseLine.fields["file"] ?? "", solutionName = exerciseLine.fields["solution"] ?? ""
        let starter = file(starterName), solution = file(solutionName)
        if starterName.isEmpty {
            fail(exerciseLine.line, 1, "`@exercise` needs `file=NAME.swift`, the starter the learner fixes")
        } else if starter == nil {
            fail(exerciseLine.line, 1, "no file `\(starterName)` beside the exercise")
        }
        if solutionName.isEmpty {
            fail(exerciseLine.line, 1, "`@exercise` needs `solution=NAME.swift`, the reference solution")
        } else if solution == nil {
            fail(exerciseLine.line, 1, "no file `\(solutionName)` beside the exercise")
        }
        let runs = Int(exerciseLine.fields["runs"] ?? "20") ?? -1
        if !(1...1000).contains(runs) { fail(exerciseLine.line, 1, "`runs=` takes a whole number from 1 to 1000") }
        let schedules = Int(exerciseLine.fields["schedules"] ?? "60") ?? -1
        if !(0...10_000).contains(schedules) { fail(exerciseLine.line, 1, "`schedules=` takes a whole number from 0 to 10000") }
        let randomSchedules = Int(exerciseLine.fields["random"] ?? "20") ?? -1
        if !(0...10_000).contains(randomSchedules) { fail(exerciseLine.line, 1, "`random=` takes a whole number from 0 to 10000") }
        let known = ["file", "solution", "judge", "runs", "schedules", "random"]
        for key in exerciseLine.fields.keys where !known.contains(key) {
            fail(exerciseLine.line, 1, "`@exercise` takes \(known.map { "`\($0)=`" }.joined(separator: ", ")), not `\(key)=`")
        }
        let judgeName = exerciseLine.fields["judge"]
        let judge = judgeName.flatMap(file)
        if let judgeName, judge == nil { fail(exerciseLine.line, 1, "no file `\(judgeName)` beside the exercise") }
        for failure in failures {
            guard let index = checks.firstIndex(where: { $0.name == failure.name }) else {
                fail(
                    failure.line, 7, "`@fail \(failure.name)` names no check: the checks are \(checks.map(\.name).joined(separator: ", "))")
                continue
            }
            if checks[index].failure != nil { fail(failure.line, 7, "check `\(failure.name)` has two `@fail` lines") }
            checks[index].failure = failure.text
            for problem in FigureScanner.scan(failure.text).problems { fail(failure.line, 7 + problem.column, problem.message) }
        }
        if checks.isEmpty { fail(exerciseLine.line, 1, "an exercise needs at least one `@check`") }
        if hints.isEmpty { fail(exerciseLine.line, 1, "an exercise needs at least one `@hint`") }
        guard problems.isEmpty, let starter, let solution else { return (nil, problems) }
        let trimmed = body.drop { $0.trimmingCharacters(in: .whitespaces).isEmpty }
        return (
            Exercise(
                id: header["id"]!, title: header["title"]!, lesson: header["lesson"]!,
                sources: header["sources"]!.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) },
                text: trimmed.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines),
                starterName: starterName, starter: starter, solutionName: solutionName, solution: solution,
                judgeName: judgeName, judge: judge, runs: runs, schedules: schedules, randomSchedules: randomSchedules,
                checks: checks, hints: hints, path: path), []
        )
    }

    /// `key=value` words after a directive.
    private static func fields(_ text: String, line: Int, fail: (Int, Int, String) -> Void) -> [String: String] {
        var result: [String: String] = [:]
        for word in text.split(separator: " ") {
            let parts = word.split(separator: "=", maxSplits: 1)
            guard parts.count == 2 else {
                fail(line, 1, "`@exercise` takes `key=value` words, not `\(word)`")
                continue
            }
            result[String(parts[0])] = String(parts[1])
        }
        return result
    }
}
