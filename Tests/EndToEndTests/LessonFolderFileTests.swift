import Foundation
import Glibc
import LearnTestSupport
import Testing

/// A lesson or exercise folder holding things that are not lesson files: a FIFO named `x.md`
/// is named as one and never waited on, and a huge `.md` is refused by its size, never read.
@Suite(.timeLimit(.minutes(1))) struct LessonFolderFileTests {
    let learn = LearnBinary.built

    /// A copy of the fixture lesson `hello` in a folder of its own.
    func folder() throws -> String {
        let dir = NSTemporaryDirectory() + "learn-folder-files-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: LearnBinary.fixtureLessons + "/hello.md", toPath: dir + "/hello.md")
        return dir
    }

    @Test func aFIFONamedLikeALessonHangsNothing() throws {
        let dir = try folder()
        #expect(mkfifo(dir + "/x.md", 0o600) == 0)
        let list = try learn.run(["--lessons", dir, "list"])
        #expect(list.status == 0 && list.out.contains("hello"), "\(list.err)")
        let show = try learn.run(["--lessons", dir, "show", "hello"])
        #expect(show.status == 0, "\(show.err)")
        let check = try learn.run(["check", dir])
        #expect(check.status == 1)
        #expect(check.out.contains("x.md is a FIFO, not a file"), "\(check.out)")
        let named = try learn.run(["check", dir + "/x.md"])
        #expect(named.status == 1 && named.out.contains("x.md is a FIFO, not a file"), "\(named.out)")
    }

    /// `--lessons` naming a FIFO: said as one, never waited on.
    @Test func aFIFOGivenAsTheLessonsFolder() throws {
        let fifo = try folder() + "/lessons"
        #expect(mkfifo(fifo, 0o600) == 0)
        let list = try learn.run(["--lessons", fifo, "list"])
        #expect(list.status == 0 && list.err.contains("left some lessons out"), "\(list.err)")
        let check = try learn.run(["--lessons", fifo, "check"])
        #expect(check.status == 1 && check.out.contains("lessons is a FIFO, not a file"), "\(check.out)")
    }

    /// A 1.5 GB (sparse) `.md`: `check` says it is too large, as `list` does, and its memory
    /// stays small (the file was never read whole).
    @Test func aHugeLessonFileIsRefusedUnread() throws {
        let dir = try folder()
        let fd = open(dir + "/huge.md", O_WRONLY | O_CREAT, 0o600)
        #expect(fd >= 0 && ftruncate(fd, 1_500_000_000) == 0)
        close(fd)
        // learn's own peak, polled (``WatchedLearn``): RUSAGE_CHILDREN's is the largest of every
        // child this test process reaped, the compilers other tests ran beside it too (642 MB once)
        let check = try WatchedLearn(["check", dir], environment: [:])
        #expect(check.exitStatus(within: 120) == 1)
        #expect(check.output.contains("huge.md:1:1: error: this file is 1500000000 bytes"), "\(check.output)")
        #expect(check.peakMemory < 400_000_000, "learn check peaked at \(check.peakMemory) bytes")
        let list = try learn.run(["--lessons", dir, "list"])
        #expect(list.status == 0 && list.out.contains("hello"))
    }

    /// `play` of a FIFO or a device says what it is, not a permission problem, and waits for nothing.
    @Test func playNamesAFIFOAndADevice() throws {
        let dir = try folder()
        #expect(mkfifo(dir + "/p.swift", 0o600) == 0)
        let fifo = try learn.run(["play", dir + "/p.swift"])
        #expect(fifo.status == 64 && fifo.err.contains("it is a FIFO, not a file"), "\(fifo.err)")
        let device = try learn.run(["play", "/dev/zero"])
        #expect(device.status == 64 && device.err.contains("it is a character device, not a file"), "\(device.err)")
    }

    /// Issue 39: a teacher's lesson whose check fails advises the command that runs it again,
    /// `--lessons DIR` included (without it `learn run bank` exits 64: no such lesson).
    @Test func aFailedCheckInATeachersLessonNamesTheCommandThatWorks() throws {
        let dir = try folder()
        let lesson = try String(contentsOfFile: dir + "/hello.md", encoding: .utf8)
            .replacingOccurrences(of: "@check marked: count noop == 1", with: "@check marked: count noop == 7")
        try lesson.write(toFile: dir + "/hello.md", atomically: true, encoding: .utf8)
        let run = try learn.run(["--lessons", dir, "run", "hello"])
        #expect(run.status == 1, "\(run.out)\(run.err)")
        #expect(run.errSaid.contains("run `learn run hello --lessons \(dir)` again"), "\(run.err)")
        let again = try learn.run(["--lessons", dir, "run", "hello"])
        #expect(again.status == 1 && !again.err.contains("no lesson"), "\(again.err)")
    }
}
