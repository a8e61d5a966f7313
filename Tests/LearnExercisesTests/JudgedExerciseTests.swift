import Foundation
import LearnExercises
import LearnJudge
import LearnLanguage
import LearnPlay
import LearnTestSupport
import LearnTrace
import Testing

/// No false verdict, for every exercise with a judge: the starter fails, the reference solution
/// passes, right answers written differently pass (`Alternatives/ID/*.swift`), and every cheat
/// (`Cheats/ID/*.swift`, at least four) fails with the failures its second line names:
///
///     // cheat: what it does
///     // fails: all-counted, tsan        (check names; `tsan`, `refused`, `compile`, `problem`,
///                                         `race` (the race detector); `a|b`: either)
///
/// Fewer runs than `learn verify` makes, and for the starter, the solution and the alternatives
/// fewer schedules, keep the suite affordable (a cheat is searched as `learn verify` searches:
/// its search ends at its first failure); `swift test`
/// verifies one cheat in three and every other alternative of each exercise (`LEARN_TESTS=all`
/// every one); the exercise's own counts are `learn-bench exercise`'s to prove, 100 verifies of
/// each solution. The exercises whose starter and cheats hang on purpose (`waiting`), and the
/// newest (`newest`), prove only their solution under `swift test`, the rest under `LEARN_TESTS=all`.
@Suite(.tags(.swiftc), .slow) struct JudgedExerciseTests {
    static let ids = ExerciseCatalog.shipped.exercises.filter { $0.judge != nil }.map(\.id)
    /// Judges that wait five seconds for what a wrong file never does (a continuation never
    /// resumed, a stream never finished, a sensor never stopped): their starters and cheats cost
    /// about a minute of CI a verify each, beyond CI's budget.
    static let waiting: Set<String> = ["continuations", "streams"]
    /// Exercises added once CI's budget was spent: `swift test` proves their solution alone, and
    /// `LEARN_TESTS=all` their starter, cheats and alternatives.
    static let newest: Set<String> = ["isolation"]
    /// The exercises whose starter, cheats and alternatives `swift test` proves.
    static let proved = TestSet.everyCase ? ids : ids.filter { !waiting.contains($0) && !newest.contains($0) }
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path

    /// `fullSearch`: the schedules `learn verify` makes (a cheat: its wrong order may lie two clock
    /// moves deep, and the search ends at its first failure anyway); else fewer, which a right
    /// answer, searched whole, makes affordable.
    static func verdict(
        _ id: String, text: String, name: String, runs: Int = 4, tsan: Bool = true, fullSearch: Bool = false, witness: Bool = false
    ) throws -> ExerciseVerdict {
        let exercise = try #require(ExerciseCatalog.shipped.exercise(id))
        var playground = try Playground.standard()
        playground.watchdog = 20
        var verifier = ExerciseVerifier(playground: playground, runs: runs)
        verifier.schedules = fullSearch ? exercise.schedules : 24
        verifier.randomSchedules = fullSearch ? exercise.randomSchedules : 8
        verifier.judgeFailures = tsan
        verifier.findsWitness = witness
        return try verifier.verify(exercise, source: PlaySource(path: "/exercises/\(name)", text: text))
    }

    static func files(_ kind: String, _ id: String) -> [String] {
        let path = folder + "/" + kind + "/" + id
        return ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter { $0.hasSuffix(".swift") }.sorted().map {
            path + "/" + $0
        }
    }

    /// The failures a cheat's `// fails:` line names.
    static func expected(_ text: String) -> [String] {
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("// fails:") }) else { return [] }
        return line.dropFirst("// fails:".count).split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// What failed in a verdict, in the words of a `// fails:` line.
    static func failures(_ verdict: ExerciseVerdict) -> Set<String> {
        var found = Set(verdict.failed.map(\.check.name))
        switch verdict.outcome {
        case .refused: found.insert("refused")
        case .didNotCompile: found.insert("compile")
        default: break
        }
        if verdict.tsan?.foundRace == true { found.insert("tsan") }
        if verdict.problem != nil { found.insert("problem") }
        if verdict.race != nil { found.insert("race") }
        if !verdict.unseen.isEmpty { found.insert("unseen") }
        return found
    }

    @Test(arguments: proved) func theStarterFails(_ id: String) throws {
        let exercise = try #require(ExerciseCatalog.shipped.exercise(id))
        // as `learn verify` does: a failure of a free run is told by a schedule that breaks it too
        let verdict = try Self.verdict(id, text: exercise.starter, name: exercise.starterName, witness: true)
        let passed = verdict.passed
        #expect(!passed, "\(verdict.text(exercise))")
        // a schedule's failure is told as a story that fits 40 lines of 80 columns (issue 36)
        for language in [Language.en, .ko] {
            var options = RenderOptions.plain
            options.width = 80
            options.language = language
            let lines = verdict.text(exercise, options: options).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let opening = String(Catalogue(language)(.storyHeader, 0, 0).prefix(12))
            guard let start = lines.firstIndex(where: { $0.hasPrefix(opening) }) else { continue }
            let story = lines[start...].prefix { !$0.isEmpty }
            #expect(story.count <= InterleavingStory.mostLines, "\(language): \(story.count) lines\n\(story.joined(separator: "\n"))")
            #expect(story.allSatisfy { TerminalLines.columns($0) <= 80 }, "\(language)\n\(story.joined(separator: "\n"))")
        }
    }

    @Test(arguments: ids) func theSolutionPasses(_ id: String) throws {
        let exercise = try #require(ExerciseCatalog.shipped.exercise(id))
        let verdict = try Self.verdict(id, text: exercise.solution, name: exercise.solutionName)
        let passed = verdict.passed
        #expect(passed, "\(verdict.text(exercise))")
    }

    @Test(arguments: proved) func rightAnswersWrittenDifferentlyPass(_ id: String) throws {
        let exercise = try #require(ExerciseCatalog.shipped.exercise(id))
        for path in TestSet.sample(Self.files("Alternatives", id), every: 2) {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let verdict = try Self.verdict(id, text: text, name: (path as NSString).lastPathComponent)
            let passed = verdict.passed
            #expect(passed, "\(path):\n\(verdict.text(exercise))")
        }
    }

    @Test(arguments: proved) func everyCheatFailsForWhatItBroke(_ id: String) throws {
        let exercise = try #require(ExerciseCatalog.shipped.exercise(id))
        let cheats = Self.files("Cheats", id)
        #expect(cheats.count >= 4, "each judged exercise has at least four cheats in Cheats/\(id)/")
        for path in TestSet.sample(cheats, every: 3) {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let expected = Self.expected(text)
            #expect(!expected.isEmpty, "\(path) has no `// fails:` line")
            let verdict = try Self.verdict(
                id, text: text, name: (path as NSString).lastPathComponent,
                tsan: expected.contains { $0.split(separator: "|").contains("tsan") }, fullSearch: true)
            let passed = verdict.passed
            #expect(!passed, "the cheat \(path) passed:\n\(verdict.text(exercise))")
            let found = Self.failures(verdict)
            // the judge's labels are told without the wire's marks and key (a crash's summary too)
            let told = verdict.text(exercise)
            #expect(!told.contains { $0 == "\u{1e}" || $0 == "\u{1f}" }, "\(path):\n\(told)")
            for failure in expected {
                // `a|b`: either names what it broke (a lost wake-up fails its check in a free run,
                // and is a stopped run in a schedule).
                #expect(
                    failure.split(separator: "|").contains { found.contains(String($0)) },
                    "\(path) should fail `\(failure)`; it failed \(found.sorted()):\n\(verdict.text(exercise))")
            }
        }
    }

    /// The judge's facts are its own: the checks never read a label the learner's `trace` records.
    @Test func theLearnersOwnLabelsAreNotTheJudges() throws {
        let judged = try #require(Self.ids.first)
        let exercise = try #require(ExerciseCatalog.shipped.exercise(judged))
        let verdict = try Self.verdict(judged, text: exercise.solution, name: exercise.solutionName, runs: 1, tsan: false)
        let run = try #require(verdict.runs.first)
        #expect(!run.trace.events.contains { $0.label.hasPrefix("\u{1e}") || $0.label.hasPrefix("\u{1f}") })
    }
}
