import Foundation
import LearnExercises
import LearnJudge
import LearnLanguage
import LearnLessons
import LearnPlay
import LearnTestSupport
import LearnTrace
import Testing

/// `learn check` on exercise translations (`Exercises/ko/ID.md`): every shipped exercise has one,
/// made from its source as it is now; a changed, missing or extra directive, a lost or added
/// figure, a changed header fact are problems; a changed source makes a translation to update,
/// and the English exercise is shown meanwhile.
@Suite struct ExerciseTranslationTests {
    static let ids = ExerciseCatalog.shipped.exercises.map(\.id)

    static func files(_ id: String) throws -> (source: String, translation: String) {
        let source = try #require(ShippedExerciseFiles.files.first { $0.path == "Exercises/\(id).md" })
        let translation = try #require(ExerciseTranslations.shipped.first { $0.path == "Exercises/ko/\(id).md" }, "Exercises/ko/\(id).md")
        return (source.text, translation.text)
    }

    static func check(_ translation: String, source: String, starter: String? = nil) -> ExerciseTranslationChecker.Findings {
        ExerciseTranslationChecker.check(
            translation, file: "ko/x.md", source: source, sourceFile: "x.md",
            swift: { name in ShippedExerciseFiles.files.first { $0.path == "Exercises/\(name)" }?.text },
            besideTranslation: { name in starter ?? ShippedExerciseFiles.files.first { $0.path == "Exercises/ko/\(name)" }?.text }
        ).findings
    }

    @Test("every shipped exercise has a Korean translation, made from it as it is now", arguments: ids)
    func shippedAreGood(_ id: String) throws {
        let (source, translation) = try Self.files(id)
        let findings = Self.check(translation, source: source)
        #expect(findings.problems.isEmpty, "\(findings.problems.map(\.description).joined(separator: "\n"))")
        #expect(findings.toUpdate.isEmpty, "\(findings.toUpdate.map(\.description).joined(separator: "\n"))")
        let exercise = try #require(ExerciseCatalog.shipped.exercise(id))
        let (shown, choice) = try #require(ExerciseCatalog.shipped.exercise(id, in: .ko))
        #expect(choice == .translated)
        // only words change: the checks, the judge, the files and the parameters are the source's
        #expect(shown.checks.map(\.name) == exercise.checks.map(\.name))
        #expect(shown.checks.map { "\($0.condition)" } == exercise.checks.map { "\($0.condition)" })
        #expect(shown.judge == exercise.judge && shown.solution == exercise.solution)
        // the starter's comments are Korean; its code is the source's, line for line
        let lines = StarterTranslation.lines(shown.starter), sourceLines = StarterTranslation.lines(exercise.starter)
        #expect(shown.starter != exercise.starter && shown.starter.contains("// 연습 문제: \(id): "))
        #expect(lines.map(StarterTranslation.code) == sourceLines.map(StarterTranslation.code))
        #expect(shown.runs == exercise.runs && shown.schedules == exercise.schedules && shown.path == exercise.path)
        #expect(shown.hints.count == exercise.hints.count && shown.title != exercise.title)
        #expect(ExerciseTranslations.checkShipped().isEmpty)
        #expect(ExerciseCatalog.shipped.exercises.count == ExerciseTranslations.shipped.count, "a translation is not an exercise")
    }

    @Test func theStampIsALessonTranslationsStamp() throws {
        let (source, _) = try Self.files("race")
        #expect(SourceStamp.of(source.utf8) == TranslationStamp.of(Array(source.utf8)))
    }

    /// The file of the Korean race exercise a change is made to.
    enum Part: Sendable { case translation, starter }

    /// The Korean race exercise's translated starter.
    static func starter() throws -> String {
        try #require(ShippedExerciseFiles.files.first { $0.path == "Exercises/ko/race.swift" }?.text)
    }

    /// Changes to the Korean race exercise, its translation or its starter, each of which must be found.
    static let breakages: [(Part, String, String, String)] = [
        (.translation, "runs=20\n", "runs=10\n", "differs from"),
        (
            .translation, "@check concurrent: value interleaved > 0 in any run\n", "@check concurrent: value interleaved > 1 in any run\n",
            "differs from"
        ),
        (.translation, "@check concurrent: value interleaved > 0 in any run\n", "", "is missing"),
        (.translation, "@hint 입금은", "@hint 하나 더\n@hint 입금은", "an extra line"),
        (.translation, "\n@hint 입금은 잔액을 읽고, 계산하고, 다시 씁니다: 그 사이에 다른 직원이 쓰면 그 입금은 사라집니다.", "", "is missing"),
        (.translation, "@fail concurrent:", "@fail all-counted:", "differs from"),
        (.translation, "judge가 기대한 값은 {expected}입니다", "judge가 기대한 값과 다릅니다", "the figure `{expected}`"),
        (.translation, "잔액은 {balance}인데", "잔액은 {balance}인데 ({steps}단계)", "the figure `{steps}` is not in"),
        (.translation, "lesson: race", "lesson: locks", "`lesson` is"),
        (.translation, "sources: 002/E2, 002/E3", "sources: 002/E2", "`sources` is"),
        (.starter, "        balance = old + amount\n", "        balance = old &+ amount\n", "this line's code differs from race.swift:16"),
        (.starter, "    var balance = 0\n", "    var balance = 0\n\n", "a translated starter keeps every line"),
        (.starter, "// source: ", "// from: ", "add `// source: "),
        (.starter, "import Foundation\n", "import Foundation  // 재단\nimport Dispatch\n", "a translated starter keeps every line"),
    ]

    @Test(
        "a changed, missing or extra directive, figure or header fact is a problem; so is a translated starter whose code differs from its source's, or has no stamp",
        arguments: 0..<breakages.count)
    func breakagesAreFound(_ index: Int) throws {
        let (source, translation) = try Self.files("race")
        let starter = try Self.starter()
        let (part, was, now, said) = Self.breakages[index]
        let changed = part == .translation ? translation : starter
        try #require(changed.contains(was))
        let broken = changed.replacingOccurrences(of: was, with: now)
        let findings =
            part == .translation ? Self.check(broken, source: source) : Self.check(translation, source: source, starter: broken)
        #expect(findings.problems.contains { $0.message.contains(said) }, "\(findings.problems.map(\.description))")
    }

    @Test("a comment of a translated starter is the translation's own: changing one is no problem")
    func aStartersCommentIsItsOwn() throws {
        let (source, translation) = try Self.files("race")
        let starter = try Self.starter()
        let reworded = starter.replacingOccurrences(of: "고칠 버그입니다", with: "고쳐야 할 버그입니다")
        #expect(reworded != starter && Self.check(translation, source: source, starter: reworded).isEmpty)
    }

    @Test func aChangedSourceIsATranslationToUpdate() throws {
        let (source, translation) = try Self.files("barrier")
        let changed = source + "\nOne more sentence.\n"
        let findings = Self.check(translation, source: changed)
        #expect(findings.problems.isEmpty)
        let stale = try #require(findings.toUpdate.first)
        #expect(stale.message.contains("a translation to update") && stale.message.contains(SourceStamp.of(changed.utf8)))
        #expect(stale.line == 6, "the line of the `source:` stamp")
    }

    @Test func aTranslationWithoutAStampSaysWhichToWrite() throws {
        let (source, translation) = try Self.files("race")
        let findings = Self.check(translation.replacingOccurrences(of: "source: ", with: "origin: "), source: source)
        #expect(findings.problems.contains { $0.message.contains("add `source: \(SourceStamp.of(source.utf8))`") })
    }

    @Test("a line's code: what comes before a comment outside a string")
    func codeOfALine() {
        #expect(StarterTranslation.code("    let a = 1  // one") == "    let a = 1")
        #expect(StarterTranslation.code("/// doc") == "" && StarterTranslation.code("") == "")
        #expect(StarterTranslation.code(#"    print("a // b") // c"#) == #"    print("a // b")"#)
        #expect(StarterTranslation.code(#"    print("\"//") // c"#) == #"    print("\"//")"#)
    }

    @Test("a stale or broken translation is not shown: the exercise's own words are, and why")
    func fallBack() throws {
        let (source, translation) = try Self.files("race")
        var files = Dictionary(ShippedExerciseFiles.files.map { ($0.path, $0.text) }, uniquingKeysWith: { a, _ in a })
        let exercise = try #require(ExerciseCatalog.shipped.exercise("race"))
        let read: (String) -> String? = { files[$0] }
        #expect(ExerciseTranslations.choose(exercise, language: .ko, read: read).choice == .translated)
        #expect(ExerciseTranslations.choose(exercise, language: .en, read: read).choice == .missing)
        files["Exercises/race.md"] = source + "\n"
        let stale = ExerciseTranslations.choose(exercise, language: .ko, read: read)
        #expect(stale.choice == .stale && stale.exercise.title == exercise.title)
        files["Exercises/race.md"] = source
        files["Exercises/ko/race.md"] = translation.replacingOccurrences(of: "runs=20", with: "runs=2")
        #expect(ExerciseTranslations.choose(exercise, language: .ko, read: read).choice == .invalid)
        files["Exercises/ko/race.md"] = translation
        // the translated starter is part of the translation: stale or broken, the English is shown
        let starter = try #require(files["Exercises/ko/race.swift"])
        #expect(
            ExerciseTranslations.choose(exercise, language: .ko, read: read).exercise.starter
                == String(starter.drop { $0 != "\n" }.dropFirst()))
        // a changed comment of the English starter: the same code, a translation to update
        files["Exercises/race.swift"] = exercise.starter.replacingOccurrences(of: "count every deposit", with: "count each deposit")
        #expect(ExerciseTranslations.choose(exercise, language: .ko, read: read).choice == .stale)
        files["Exercises/race.swift"] = exercise.starter
        files["Exercises/ko/race.swift"] = starter.replacingOccurrences(of: "var balance = 0", with: "var balance = 1")
        #expect(ExerciseTranslations.choose(exercise, language: .ko, read: read).choice == .invalid)
        files["Exercises/ko/race.swift"] = nil
        let words = ExerciseTranslations.choose(exercise, language: .ko, read: read)
        #expect(words.choice == .translated && words.exercise.starter == exercise.starter, "without one, the source's starter")
        files["Exercises/ko/race.md"] = nil
        #expect(ExerciseTranslations.choose(exercise, language: .ko, read: read).choice == .missing)
    }

    @Test("learn check on a folder: an exercise folder's ko/, the language folder, one file")
    func folders() throws {
        let folder = NSTemporaryDirectory() + "learn-exercise-translation-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/ko", withIntermediateDirectories: true)
        for file in ShippedExerciseFiles.files where file.path.hasPrefix("Exercises/race") {
            try file.text.write(toFile: folder + "/" + (file.path as NSString).lastPathComponent, atomically: true, encoding: .utf8)
        }
        let (_, translation) = try Self.files("race")
        try translation.write(toFile: folder + "/ko/race.md", atomically: true, encoding: .utf8)
        #expect(ExerciseTranslations.check(path: folder).isEmpty)
        #expect(ExerciseTranslations.isTranslation(folder + "/ko") && ExerciseTranslations.isTranslation(folder + "/ko/race.md"))
        #expect(!ExerciseTranslations.isTranslation(folder))
        try (translation + "\n@hint 하나 더\n").write(toFile: folder + "/ko/race.md", atomically: true, encoding: .utf8)
        for path in [folder, folder + "/ko", folder + "/ko/race.md"] {
            #expect(ExerciseTranslations.check(path: path).problems.contains { $0.message.contains("an extra line") }, "\(path)")
        }
        let catalog = ExerciseCatalog.folder(folder)
        #expect(catalog.exercises.map(\.id) == ["race"] && catalog.problems.isEmpty)
        #expect(catalog.exercise("race", in: .ko)?.choice == .invalid)
        // a translated starter beside it is checked with it
        try translation.write(toFile: folder + "/ko/race.md", atomically: true, encoding: .utf8)
        let starter = try #require(ShippedExerciseFiles.files.first { $0.path == "Exercises/ko/race.swift" }?.text)
        try starter.replacingOccurrences(of: "checkSlip()\n        balance", with: "checkSlip(); balance")
            .write(toFile: folder + "/ko/race.swift", atomically: true, encoding: .utf8)
        #expect(ExerciseTranslations.check(path: folder).problems.contains { $0.message.contains("a translated starter keeps every line") })
    }
}
