import Foundation
import LearnDemos
import LearnLessons
import LearnRunner
import LearnTestSupport
import Testing

/// A demo's declared parameter range is a promise: at each end of it, every `@check` of the
/// lessons that run the demo still holds.
@Suite("Every parameter's ends keep the lessons' checks", .tags(.manyRuns), .slow, .serialized)
struct ParameterEndsTests {
    /// One lesson played with one parameter set to one end of its range.
    struct Case: CustomTestStringConvertible, Sendable {
        var lesson: String
        var parameter: String
        var value: String
        var testDescription: String { "\(lesson) \(parameter)=\(value)" }
    }

    /// Above this, a whole-number end costs too much at test pace (it counts loop turns, not
    /// seconds): the end is left to the benchmarks.
    static let affordable = 20_000

    /// The ends of every numeric parameter of the demos each shipped lesson runs.
    static let cases: [Case] = {
        let library = LessonLibrary()
        var cases: [Case] = []
        for id in library.ids {
            guard let lesson = library.lesson(id: id) else { continue }
            for spec in lesson.demoIDs.compactMap(DemoCatalog.named) {
                for parameter in spec.parameters {
                    for end in ends(parameter.kind)
                    where !cases.contains(where: { $0.lesson == id && $0.parameter == parameter.name && $0.value == end }) {
                        cases.append(Case(lesson: id, parameter: parameter.name, value: end))
                    }
                }
            }
        }
        return cases
    }()

    /// Times that race a thread's start: the semaphore's waiter must reach `await()` before
    /// `complete_after` elapses (the post's code loses a completion that comes first). At a
    /// lesson's pace it has at least half a second; at 0.05 the 0.5 s end is 25 ms, less than a
    /// loaded machine may take to start a thread. Such an end plays slow enough to be 125 ms.
    static let racesAThreadStart: Set<String> = ["complete_after"]

    static func pace(for c: Case) -> Double {
        guard racesAThreadStart.contains(c.parameter), let seconds = Double(c.value), seconds > 0 else { return 0.05 }
        return min(0.25, max(0.05, 0.125 / seconds))
    }

    static func ends(_ kind: DemoParameter.Kind) -> [String] {
        switch kind {
        case .int(let r): return [r.lowerBound, r.upperBound].filter { $0 <= affordable }.map(String.init)
        case .double(let r): return [r.lowerBound, r.upperBound].map { String($0) }
        case .bool, .choice: return []
        }
    }

    @Test("the lesson plays to its end with every @check holding", arguments: TestSet.sample(cases, every: 8))
    func end(_ c: Case) throws {
        let runner = DemoRunner.forTests()
        try #require(FileManager.default.isExecutableFile(atPath: runner.executable), "build the `learn` product first")
        let lesson = try #require(LessonLibrary().lesson(id: c.lesson))
        var options = LessonOptions()
        // Slower than the shipped-lesson test's 0.01: at an end (10 cells, say) a pace that small
        // squeezes a demo's own timeouts below what a loaded machine can meet.
        options.pace = Self.pace(for: c)
        options.seed = 1
        options.overrides = [c.parameter: c.value]
        let output = Output()
        let player = LessonEngine(lesson: lesson, options: options, runner: runner, out: output.write)
        let stop = player.advance()
        let failed = player.checkResults.filter { $0.isPromise && !$0.passed }.map { "line \($0.line): \($0.name): \($0.words)" }
        #expect(stop == .finished(passed: true), "\(failed.joined(separator: "\n"))")
    }
}
