import Foundation
import LearnTestSupport
import Testing

/// The learner's files under attack and bad luck: two terminals, corrupt and planted files,
/// a state folder that cannot be written, no home at all.
@Suite struct SharedStateTests {
    let learn = LearnBinary.built

    var stateDir: (TemporaryHome) -> String { { $0.path + "/state/learn" } }

    /// Two lessons, `one` and `two`, each running the noop demo.
    func twoLessons() throws -> String {
        let dir = try TemporaryFolder.make("learn-two")
        let hello = try String(contentsOfFile: LearnBinary.fixtureLessons + "/hello.md", encoding: .utf8)
        for id in ["one", "two"] {
            try hello.replacingOccurrences(of: "id: hello", with: "id: \(id)").replacingOccurrences(
                of: "order: 1", with: "order: \(id.count)"
            )
            .write(toFile: dir + "/\(id).md", atomically: true, encoding: .utf8)
        }
        return dir
    }

    @Test(.needsTmux) func twoShellsKeepEachOthersHistory() throws {
        let home = TemporaryHome()
        let a = Terminal(home: home), b = Terminal(home: home)
        defer {
            a.close()
            b.close()
        }
        try a.start()
        try b.start()
        try a.waitFor("learn>")
        try b.waitFor("learn>")
        for i in 1...10 {
            for (name, term) in [("a", a), ("b", b)] {
                try term.send("set \(name)\(i)=1", "Enter")
                try term.waitFor { Terminal.lines($0).last == "learn>" && $0.contains("\(name)\(i)") }
            }
        }
        try a.waitForPrompt()
        try b.waitForPrompt()
        try a.send("C-d")
        try b.send("C-d")
        try a.waitFor("EXIT=")
        try b.waitFor("EXIT=")
        let lines = try String(contentsOfFile: home.historyFile, encoding: .utf8).split(separator: "\n").map(String.init)
        let typed = (1...10).flatMap { ["set a\($0)=1", "set b\($0)=1"] }
        #expect(lines == typed, "all 20 lines, in the order typed")
    }

    @Test
    func aLessonFinishedInAnotherTerminalIsKept() throws {
        let home = TemporaryHome()
        let lessons = try twoLessons()
        // Shell A reads the progress (nothing finished), then waits for its next line.
        let a = try PipedLearn(["--lessons", lessons], home: home)
        try a.send("progress\n")
        try a.waitForOutput("lessons finished")
        // Meanwhile another terminal finishes `two`.
        let b = try learn.run(["--lessons", lessons, "run", "two", "--pace", "0.01"], home: home)
        #expect(b.status == 0, "\(b.err)")
        // A finishes `one` and writes its progress: `two` must survive.
        try a.send("run one --pace 0.01\n")
        let status = try a.finish()
        #expect(status == 0)
        let progress = try learn.run(["--lessons", lessons, "progress"], home: home)
        #expect(progress.out.contains("one  Hello") && progress.out.contains("two  Hello"), "\(progress.out)")
    }

    @Test
    func corruptFilesSetAsideInTheSameSecondAreAllKept() throws {
        let home = TemporaryHome()
        let dir = stateDir(home)
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        for text in ["{one", "{two", "{three"] {
            try text.write(toFile: dir + "/progress.json", atomically: false, encoding: .utf8)
            let r = try learn.run(["progress"], home: home)
            #expect(r.err.contains("set aside as"))
        }
        let aside = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.contains(".corrupt-") }
        let kept = try Set(aside.map { try String(contentsOfFile: dir + "/" + $0, encoding: .utf8) })
        #expect(kept == ["{one", "{two", "{three"])
    }

    @Test
    func aSaveThatFailsSaysWhereAndWhyInWords() throws {
        let home = TemporaryHome()
        // A file where the state folder should be: no one, root included, can write under it.
        let blocked = home.path + "/blocked"
        try "".write(toFile: blocked, atomically: true, encoding: .utf8)
        let r = try learn.run(
            ["--lessons", LearnBinary.fixtureLessons, "run", "hello", "--pace", "0.01"], home: home,
            environment: ["XDG_STATE_HOME": blocked])
        #expect(r.status == 0)
        let said = r.errSaid.split(separator: "\n").filter { $0.contains("progress is not saved") }
        #expect(said.count == 1, "\(r.err)")
        #expect(said.first?.contains(blocked + "/learn") == true)
        #expect(said.first?.contains("Not a directory") == true)
        #expect(!r.err.contains("Domain="))
    }

    @Test
    func noHomeMeansNothingIsWrittenAndThatIsSaidOnce() throws {
        let cwd = try TemporaryFolder.make("learn-nohome")
        for home in [nil, "", "relative"] as [String?] {
            var environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
            environment["HOME"] = home
            let r = try PipedLearn(
                ["--lessons", LearnBinary.fixtureLessons, "run", "hello", "--pace", "0.01"],
                environment: environment, directory: cwd, home: TemporaryHome())
            #expect(try r.finish() == 0)
            #expect(r.errors.components(separatedBy: "not saved").count == 2, "\(r.errors)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: cwd).isEmpty, "nothing written into the current folder")
        }
    }

    @Test
    func aPlantedSymlinkIsNeverWrittenThrough() throws {
        let home = TemporaryHome()
        let dir = stateDir(home)
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let target = home.path + "/precious"
        try "{\"version\": 1, \"completed\": {}, \"predictions\": []}".write(toFile: target, atomically: true, encoding: .utf8)
        chmod(target, 0o644)
        try FileManager.default.createSymbolicLink(atPath: dir + "/progress.json", withDestinationPath: target)
        let r = try learn.run(["--lessons", LearnBinary.fixtureLessons, "run", "hello", "--pace", "0.01"], home: home)
        #expect(r.status == 0)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "{\"version\": 1, \"completed\": {}, \"predictions\": []}")
        let mode = try FileManager.default.attributesOfItem(atPath: target)[.posixPermissions] as? NSNumber
        #expect(mode?.intValue == 0o644, "the target was not chmod-ed")
        let saved = try FileManager.default.attributesOfItem(atPath: dir + "/progress.json")
        #expect(saved[.type] as? FileAttributeType == .typeRegular)
        #expect(try learn.run(["--lessons", LearnBinary.fixtureLessons, "progress"], home: home).out.contains("hello  Hello"))
    }

    @Test func aFreshStateFolderIsPrivate() throws {
        let home = TemporaryHome()
        let r = try learn.run(["--lessons", LearnBinary.fixtureLessons, "run", "hello", "--pace", "0.01"], home: home)
        #expect(r.status == 0)
        let mode = try FileManager.default.attributesOfItem(atPath: stateDir(home))[.posixPermissions] as? NSNumber
        #expect(mode?.intValue == 0o700)
    }
}
