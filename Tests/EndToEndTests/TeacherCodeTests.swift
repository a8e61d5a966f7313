import Foundation
import LearnPlay
import LearnTestSupport
import Testing

/// A teacher's lesson that runs a Swift file beside it (`@run file=`), on the built binary:
/// compiled only once its folder is trusted, checked by `learn check` without compiling.
/// Builds go to `.build/play-tests-cache` (as `learn play`'s tests), so reruns compile nothing.
@Suite(.tags(.swiftc), .slow, .needsToolchain)
struct TeacherCodeTests {
    static let folder = LearnBinary.packageRoot + "/Tests/Fixtures/EndToEnd/teacher"

    func learn(
        _ args: [String], home: TemporaryHome = TemporaryHome(), environment extra: [String: String] = [:],
        input: String? = nil
    ) throws -> LearnBinary.Output {
        try LearnBinary.built.run(
            ["--lessons", Self.folder] + args, input: input, home: home,
            environment: PlayTests.environment.merging(extra) { _, new in new })
    }

    @Test func trustedForThisRunItRunsWithItsChecks() throws {
        let home = TemporaryHome()
        let run = try learn(["--trust-lessons", "run", "bank"], home: home)
        #expect(run.status == 0, "\(run.out)\(run.err)")
        #expect(run.out.contains("▶ bank.swift"))
        for check in ["apart", "both", "read-once", "total"] { #expect(run.out.contains("✓ \(check):"), "\(run.out)") }
        #expect(run.out.contains("The balance is 30."))
        #expect(!FileManager.default.fileExists(atPath: home.path + "/state/learn/trusted-folders"), "--trust-lessons remembers nothing")
        let fromEnvironment = try learn(["run", "bank", "--json"], environment: ["LEARN_TRUST_LESSONS": "1"])
        #expect(fromEnvironment.status == 0, "\(fromEnvironment.err)")
        #expect(fromEnvironment.out.contains("\"label\":\"deposit\""))
    }

    @Test func withoutATerminalAnUntrustedFolderIsNeverCompiled() throws {
        let home = TemporaryHome()
        let cache = home.path + "/cache"
        let run = try learn(["run", "bank"], home: home, environment: ["XDG_CACHE_HOME": cache])
        #expect(run.status != 0)
        #expect(
            run.errSaid.contains("a folder you have not trusted, and there is no terminal to ask at, so no code was compiled"), "\(run.err)"
        )
        #expect(run.err.contains("--trust-lessons") && run.err.contains("LEARN_TRUST_LESSONS=1") && run.err.contains(Self.folder))
        #expect(!run.out.contains("▶ bank.swift"))
        let builds = (try? FileManager.default.contentsOfDirectory(atPath: cache + "/learn/play/builds")) ?? []
        #expect(builds.isEmpty, "nothing was compiled")
        // Piped into the shell: the same.
        let piped = try learn([], home: home, environment: ["XDG_CACHE_HOME": cache], input: "run bank\n")
        #expect(piped.errSaid.contains("no code was compiled"))
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: cache + "/learn/play/builds")) ?? []).isEmpty)
    }

    @Test func checkListsTheLessonsThatCarryCodeAndFindsAMissingFile() throws {
        let run = try LearnBinary.built.run(["check", Self.folder])
        #expect(run.status == 0, "\(run.out)")
        #expect(run.out.contains("\(Self.folder)/bank.md runs code: bank.swift"))
        #expect(run.out.contains("no problems found"))

        let home = TemporaryHome()
        let folder = home.path + "/lessons"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let lesson = try String(contentsOfFile: Self.folder + "/bank.md", encoding: .utf8)
        try lesson.replacingOccurrences(of: "@run file=bank.swift", with: "@run file=gone.swift variant=serial")
            .replacingOccurrences(of: "count sync == 1", with: "count sink == 1")
            .write(toFile: folder + "/gone.md", atomically: true, encoding: .utf8)
        try lesson.replacingOccurrences(of: "count sync == 1", with: "count sink == 1")
            .replacingOccurrences(of: "id: bank", with: "id: bank-label")
            .write(toFile: folder + "/label.md", atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(atPath: Self.folder + "/bank.swift", toPath: folder + "/bank.swift")
        let bad = try LearnBinary.built.run(["check", folder])
        #expect(bad.status == 1)
        let line = lesson.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.hasPrefix("@run") }! + 1
        #expect(bad.out.contains("\(folder)/gone.md:\(line):11: error: there is no `gone.swift` beside the lesson"), "\(bad.out)")
        #expect(bad.out.contains("\(folder)/gone.md:\(line):22: error: `variant=` is for a demo"), "\(bad.out)")
        #expect(!bad.out.contains("gone.md:\(line + 3)"), "no label is judged against a file that is not there")
        #expect(bad.out.contains("\(folder)/label.md:\(line + 3):"), "\(bad.out)")
        #expect(bad.out.contains("error: no span, mark or value `sink` is recorded by `bank.swift`"))
        #expect(!bad.out.contains("already used"))
        #expect(bad.out.contains("gone.md runs code: gone.swift") && bad.out.contains("label.md runs code: bank.swift"))
    }

    @Test func aFileOverThePlaygroundsLimitIsRefusedByBoth() throws {
        let home = TemporaryHome()
        let folder = home.path + "/lessons"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.folder + "/bank.md", toPath: folder + "/bank.md")
        _ = FileManager.default.createFile(atPath: folder + "/bank.swift", contents: Data(repeating: 0x20, count: 1_000_001))
        let check = try LearnBinary.built.run(["check", folder])
        #expect(check.out.contains("error: `bank.swift` has 1000001 bytes"), "\(check.out)")
        let play = try LearnBinary.built.run(["play", folder + "/bank.swift"], environment: PlayTests.environment)
        #expect(play.err.contains("has 1000001 bytes"), "the playground's limit is the same: \(play.err)")
    }
}

@Suite(.tags(.tmux, .swiftc), .slow, .needsToolchain, .needsTmux)
struct TeacherCodeTerminalTests {
    @Test func theQuestionAnsweredYesRunsItAndIsNotAskedAgain() throws {
        let term = Terminal()
        term.environment = PlayTests.environment
        try term.start(["--lessons", TeacherCodeTests.folder, "run", "bank"])
        try term.waitFor(30) { $0.contains("[y/N]") }
        try term.send("n", "Enter")
        let declined = try term.waitFor(30) { $0.contains("EXIT=") }
        // the terminal wraps the error at its width: read it as one line
        #expect(
            LearnBinary.unwrapped(declined).replacingOccurrences(of: "\n", with: "").contains(
                "is not trusted, so `bank.swift` was not compiled and the lesson stops here"),
            "\(declined)")
        #expect(declined.contains("EXIT=64"))
        #expect(!FileManager.default.fileExists(atPath: term.home.path + "/state/learn/trusted-folders"))

        try term.start(["--lessons", TeacherCodeTests.folder, "run", "bank"])
        let asked = try term.waitFor(30) { $0.contains("[y/N]") }
        #expect(asked.contains("runs Swift code of its own"), "\(asked)")
        #expect(asked.contains("`bank.swift`"))
        try term.send("y", "Enter")
        let ran = try term.waitFor(60) { $0.contains("EXIT=") }
        let log = try term.scrollback()
        #expect(ran.contains("EXIT=0"), "\(log)")
        #expect(log.contains("✓ total:"))
        let trusted = try String(contentsOfFile: term.home.path + "/state/learn/trusted-folders", encoding: .utf8)
        #expect(trusted == TeacherCodeTests.folder + "\n")

        try term.start(["--lessons", TeacherCodeTests.folder, "run", "bank"])
        let second = try term.waitFor(60) { $0.contains("EXIT=") }
        #expect(second.contains("EXIT=0"))
        let secondLog = try term.scrollback()
        #expect(!secondLog.contains("[y/N]"), "a trusted folder is not asked about again")
    }
}
