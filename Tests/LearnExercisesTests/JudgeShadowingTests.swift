import Foundation
import LearnExercises
import LearnPlay
import LearnTestSupport
import Testing

/// A learner's file may not take the judge's names: it is compiled into the judge's module, where
/// its declarations would stand in for the standard library's in the judge's own code.
@Suite(.tags(.swiftc), .slow) struct JudgeShadowingTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path

    static func finding(_ id: String, _ text: String) throws -> JudgeShadowing.Finding? {
        let exercise = try #require(ExerciseCatalog.shipped.exercise(id))
        let toolchain = try Toolchain.find()
        let learner = try #require(LearnerDeclarations.read(text, toolchain: toolchain))
        let starter = try #require(LearnerDeclarations.read(exercise.starter, toolchain: toolchain))
        return JudgeShadowing.find(
            learner: learner, starter: starter, judgeText: (exercise.judge ?? "") + "\n" + PlaySupportSource.judgePreludeText)
    }

    @Test(arguments: ExerciseCatalog.shipped.exercises.filter { $0.judge != nil }.map(\.id))
    func rightAnswersDeclareNothingTheJudgeUses(_ id: String) throws {
        let exercise = try #require(ExerciseCatalog.shipped.exercise(id))
        var texts = [("starter", exercise.starter), ("solution", exercise.solution)]
        let alternatives = Self.folder + "/Alternatives/" + id
        for name in (try? FileManager.default.contentsOfDirectory(atPath: alternatives)) ?? [] where name.hasSuffix(".swift") {
            texts.append((name, try String(contentsOfFile: alternatives + "/" + name, encoding: .utf8)))
        }
        for (name, text) in texts {
            let found = try Self.finding(id, text)
            #expect(found == nil, "\(id)/\(name): \(found?.sentence() ?? "")")
        }
    }

    @Test func aShadowIsRefusedWhereverItHides() throws {
        let account = "final class Account { func deposit(_ amount: Int) {}\n func total() -> Int { 0 } }\n"
        let cheats: [(String, Int)] = [
            ("func zip(_ a: [Int], _ b: ArraySlice<Int>) -> [(Int, Int)] { [] }\n" + account, 1),
            (account + "extension Array where Element == Int {\n func contains(_ e: Int) -> Bool { true }\n}\n", 3),
            (account + "#if true\nextension Swift.Sequence { }\n#endif\n", 4),
            (account + "#if true\nfunc zip(_ a: Int) -> Int { a }\n#endif\n", 4),
            (account + "struct Int {}\n", 3),
            (account + "infix operator <+>\n", 3),
            (account + "func + (a: Account, b: Account) -> Account { a }\n", 3),
            ("let x = 1; extension Int { }\n" + account, 1),
        ]
        for (text, line) in cheats {
            let found = try Self.finding("race", text)
            #expect(found?.line == line, "\(text)")
        }
        // A judge's label (`Judge.pick("results", …)`) is not a name it uses.
        let qos = try #require(ExerciseCatalog.shipped.exercise("qos"))
        #expect(try Self.finding("qos", "nonisolated(unsafe) var results: [Int] = []\n" + qos.solution) == nil)
        // A comment that mentions an extension, and methods of the learner's own types, are not shadows.
        #expect(try Self.finding("race", "// an extension of Array would be wrong here\n" + account) == nil)
        #expect(
            try Self.finding(
                "race",
                "final class Account { func zip() {}\n func deposit(_ amount: Int) {}\n func total() -> Int { 0 } }\nextension Account { func more() {} }\n"
            ) == nil)
    }
}
