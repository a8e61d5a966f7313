import Foundation
import Glibc
import LearnLanguage
import LearnRunner
import LearnTestSupport
import Testing

/// A run's private folder (``RunFolder``) and what its sandbox says (``Sandbox``, ``RefusedWrites``),
/// without a program: the folder is the program's to fill with anything, learn removes it whole
/// and never through a link, and reads only the notes of writes outside where the run may write.
@Suite struct RunFolderTests {
    @Test func itIsPrivateAndRemovedWithWhateverItHolds() throws {
        var path = ""
        do {
            let folder = try #require(RunFolder())
            path = folder.path
            var info = stat()
            #expect(stat(folder.temporary, &info) == 0 && info.st_mode & 0o777 == 0o700)
            #expect(folder.environment["TMPDIR"] == folder.temporary)
            let deep = folder.temporary + "/a/b/c"
            try FileManager.default.createDirectory(atPath: deep, withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: deep + "/f", contents: Data("x".utf8))
            _ = FileManager.default.createFile(atPath: folder.temporary + "/\u{FF}name-not-utf8", contents: nil)
            chmod(folder.temporary + "/a/b", 0)  // a folder the program made unreadable
        }
        #expect(!FileManager.default.fileExists(atPath: path), "\(path) is left")
    }

    /// A link the program leaves in its folder, to a folder or a file outside, is removed as a link:
    /// what it points to stays, its mode too.
    @Test func removingItNeverFollowsALink() throws {
        let outside = try TemporaryFolder.make("learn-run-folder-outside")
        try FileManager.default.createDirectory(atPath: outside + "/kept", withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: outside + "/kept/file", contents: Data("keep".utf8))
        chmod(outside + "/kept", 0o500)
        defer { chmod(outside + "/kept", 0o700) }
        do {
            let folder = try #require(RunFolder())
            try FileManager.default.createSymbolicLink(atPath: folder.temporary + "/to-folder", withDestinationPath: outside + "/kept")
            try FileManager.default.createSymbolicLink(atPath: folder.temporary + "/to-file", withDestinationPath: outside + "/kept/file")
        }
        #expect(try String(contentsOfFile: outside + "/kept/file", encoding: .utf8) == "keep")
        var info = stat()
        #expect(stat(outside + "/kept", &info) == 0 && info.st_mode & 0o777 == 0o500)
    }

    /// The tracer's notes: a path inside the run's folders was refused for another reason (a
    /// file's mode) and is not the sandbox's; the rest are counted, the first named.
    @Test func onlyWritesOutsideTheRunsFoldersAreTold() throws {
        let folder = try #require(RunFolder())
        let beside = try TemporaryFolder.make("learn-run-folder-beside")
        let notes = [folder.temporary + "/readonly", beside + "/locked", "/etc/passwd", beside + "-sibling/x", "/tmp/evil"]
        _ = FileManager.default.createFile(
            atPath: folder.environment["LEARN_SANDBOX_NOTE"]!, contents: Data(notes.map { $0 + "\n" }.joined().utf8))
        let refused = try #require(folder.refusedWrites(besides: [beside]))
        #expect(refused.count == 3 && refused.first == "/etc/passwd" && !refused.atLeast)
        #expect(refused.folders == [beside])
        #expect(folder.refusedWrites(besides: [beside, "/"]) == nil, "everything is inside `/`")
    }

    @Test func theSentenceSaysHowManyWhereAndTheFirst() {
        let say = Catalogue(.en)
        var refused = RefusedWrites(count: 3, first: "/etc/pass\u{1B}[2Jwd", folders: ["/home/me/play"])
        #expect(
            refused.words(say)
                == "learn's sandbox refused 3 writes of your program outside the folders it may write in (/home/me/play, and $TMPDIR, a folder removed when the run ends); the first: /etc/pass^[[2Jwd"
        )
        refused.folders = []
        refused.atLeast = true
        #expect(refused.words(say).hasPrefix("learn's sandbox refused at least 3 writes of your program outside $TMPDIR, the one folder"))
        let ko = refused.words(Catalogue(.ko))
        #expect(ko.contains("적어도 3번") && ko.contains("$TMPDIR"), "\(ko)")
        let merged = RefusedWrites.merged([RefusedWrites(count: 2, first: "/a", folders: []), refused])
        #expect(merged?.count == 5 && merged?.first == "/a" && merged?.atLeast == true)
    }

    @Test func theSandboxIsOnWhereTheKernelHasLandlockUnlessTurnedOff() {
        #expect(Sandbox.status(environment: [:], abi: 7) == .on)
        #expect(Sandbox.status(environment: [:], abi: 0) == .unavailable)
        #expect(Sandbox.status(environment: ["LEARN_SANDBOX": "off"], abi: 7) == .off)
    }

    /// `learn play FILE` writes beside its file, unless learn's state or cache is in that folder
    /// (a file in `$HOME`): Landlock cannot take a folder back out of one it allows.
    @Test func aFileBesideLearnsStateGetsItsTemporaryFolderAlone() throws {
        let home = try TemporaryFolder.make("learn-sandbox-home")
        let state = home + "/.local/state/learn"
        try FileManager.default.createDirectory(atPath: state, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: home + "/play", withIntermediateDirectories: true)
        #expect(Sandbox.beside(file: home + "/play/a.swift", protecting: [state]).folders == [RunFolderTests.resolved(home + "/play")])
        #expect(Sandbox.beside(file: home + "/a.swift", protecting: [state]).folders == [])
        #expect(Sandbox.beside(file: state + "/a.swift", protecting: [state]).folders == [])
        #expect(Sandbox.beside(file: home + "/.local/a.swift", protecting: ["/nonexistent", state]).folders == [])
    }

    static func resolved(_ path: String) -> String {
        guard let real = realpath(path, nil) else { return path }
        defer { free(real) }
        return String(cString: real)
    }

    /// A learn killed mid-run leaves its run folder behind: a later learn removes each whose
    /// learn is gone (never through a link in it), and leaves a live learn's.
    @Test func theFoldersOfALearnThatIsGoneAreSweptAndALiveOnesKept() throws {
        let parent = try TemporaryFolder.make("learn-run-sweep")
        let outside = try TemporaryFolder.make("learn-run-sweep-outside")
        _ = FileManager.default.createFile(atPath: outside + "/kept", contents: Data("keep".utf8))
        let gone = Process()
        gone.executableURL = URL(fileURLWithPath: "/bin/true")
        try gone.run()
        gone.waitUntilExit()
        let stale = parent + "/learn-run-\(gone.processIdentifier)-AbCdEf", live = parent + "/learn-run-\(getpid())-GhIjKl"
        for folder in [stale, live] { try FileManager.default.createDirectory(atPath: folder + "/tmp", withIntermediateDirectories: true) }
        try FileManager.default.createSymbolicLink(atPath: stale + "/tmp/link", withDestinationPath: outside)
        RunFolder.sweep(parent)
        #expect(!FileManager.default.fileExists(atPath: stale))
        #expect(FileManager.default.fileExists(atPath: live))
        #expect(try String(contentsOfFile: outside + "/kept", encoding: .utf8) == "keep")
    }
}
