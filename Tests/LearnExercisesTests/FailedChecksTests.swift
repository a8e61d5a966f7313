import LearnPlay
import LearnRunner
import LearnTrace
import Testing

@testable import LearnExercises

/// An exercise with checks written as the format allows: quantifiers, names, `not`.
private let exerciseText = """
    ---
    id: tally
    title: Tally
    lesson: race
    sources: 001/E1
    ---
    Count to ten.

    @exercise file=tally.swift solution=tally.solution.swift runs=4

    @check ten: value count == 10
    @check some-ten: value count == 10 in any run
    @check mostly: ten in >= 3 runs
    @check never-short: not value count < 10
    @check not-ten: not ten

    @hint Count.
    """

/// Runs whose `count` is 10, 7, 10, 10.
private let runs = [10, 7, 10, 10].map { count in
    let event = TraceEvent(seq: 0, time: 1, tid: 1, isMain: true, kind: .value, label: "count", value: Int64(count))
    return PlayRun(
        result: RunResult(
            request: RunRequest(program: ProgramTarget(fileName: "tally.swift")), status: .finished, trace: Trace(events: [event])))
}

@Suite("The checks an exercise fails")
struct FailedChecksTests {
    @Test("every quantifier and name decides over the runs; a failure names its first failing run and its figures")
    func failedChecks() throws {
        let parsed = ExerciseParser.parse(exerciseText, path: "Exercises/tally.md") { _ in "" }
        let exercise = try #require(parsed.exercise, "\(parsed.problems)")
        let failed = ExerciseVerifier.failedChecks(exercise, runs: runs)
        #expect(failed.map(\.check.name) == ["ten", "never-short"])
        #expect(failed.map(\.run) == [2, 2])
        #expect(failed.map(\.failedRuns) == [1, 1])
        #expect(failed.first?.figures == "`count` was 7")
    }
}
