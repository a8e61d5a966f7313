import Foundation
import Glibc
import LearnTestSupport
import Testing

/// `--trace-out` given things that are not files: nothing is replaced, streams are written
/// to, and everything else is refused before the lesson runs.
@Suite struct TraceOutTests {
    let learn = LearnBinary.built

    /// A private folder for one test's paths.
    func folder() throws -> String {
        try TemporaryFolder.make("learn-trace-out")
    }

    func run(_ traceOut: String) throws -> LearnBinary.Output {
        try learn.run(["run", "hello", "--pace", "0.01", "--lessons", LearnBinary.fixtureLessons, "--trace-out", traceOut])
    }

    /// The file type of `path` itself (a link is not followed).
    func type(_ path: String) -> mode_t? {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : nil
    }

    func isTrace(_ text: String) -> Bool {
        guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else { return false }
        return (object["traceEvents"] as? [Any])?.isEmpty == false
    }

    /// Refused: exit 64, one line saying why, nothing run, and the path as it was.
    func expectRefused(_ path: String, saying reason: String, _ r: LearnBinary.Output) {
        #expect(r.status == 64, "\(r.err)")
        #expect(r.out == "", "the lesson must not run")
        #expect(r.errSaid.hasPrefix("learn: --trace-out \(path.isEmpty ? "\"\"" : path): \(reason)"), "\(r.err)")
    }

    @Test func devFullIsRefusedAndStaysADevice() throws {
        let r = try run("/dev/full")
        expectRefused("/dev/full", saying: "is a device, not a file", r)
        #expect(type("/dev/full") == S_IFCHR)
    }

    @Test(.enabled(if: getuid() == 0, "making a device node needs root"))
    func aDeviceNodeIsRefusedAndStaysADevice() throws {
        let dir = try folder()
        let node = dir + "/full"
        // Major 1, minor 7: the same device as /dev/full.
        #expect(mknod(node, S_IFCHR | 0o666, dev_t((1 << 8) | 7)) == 0)
        let r = try run(node)
        expectRefused(node, saying: "is a device, not a file", r)
        #expect(type(node) == S_IFCHR)
    }

    @Test func aFolderIsAUsageError() throws {
        let dir = try folder()
        expectRefused(dir, saying: "is a folder", try run(dir))
        #expect(type(dir) == S_IFDIR)
    }

    @Test func anEmptyPathIsAUsageError() throws {
        expectRefused("", saying: "name a file for the trace", try run(""))
    }

    @Test func aPathInAMissingFolderIsAUsageError() throws {
        let path = try folder() + "/missing/t.json"
        expectRefused(path, saying: "the folder", try run(path))
    }

    @Test func aDanglingLinkIsRefusedAndKept() throws {
        let link = try folder() + "/t.json"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/nonexistent/t.json")
        expectRefused(link, saying: "is a link to nothing", try run(link))
        #expect(type(link) == S_IFLNK)
    }

    /// `d/stdout → /proc/self/fd/1`: the trace goes to standard output, after the lesson, and the link stays.
    @Test func aLinkToStandardOutputIsWrittenToNotReplaced() throws {
        let link = try folder() + "/stdout"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/proc/self/fd/1")
        let r = try run(link)
        #expect(r.status == 0, "\(r.err)")
        #expect(type(link) == S_IFLNK)
        let start = try #require(r.out.range(of: "{\"displayTimeUnit\""))
        #expect(r.out[..<start.lowerBound].contains("The demo recorded 1 mark."))
        #expect(isTrace(String(r.out[start.lowerBound...])))
    }

    @Test func devStdoutIsWrittenTo() throws {
        let r = try run("/dev/stdout")
        #expect(r.status == 0, "\(r.err)")
        let start = try #require(r.out.range(of: "{\"displayTimeUnit\""))
        #expect(isTrace(String(r.out[start.lowerBound...])))
        #expect(type("/dev/stdout") == S_IFLNK)
    }

    /// A FIFO gets one whole document, read by whoever opened it, and stays a FIFO.
    @Test(.timeLimit(.minutes(1))) func aFIFOIsWrittenToNotReplaced() throws {
        let fifo = try folder() + "/trace.fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        let reader = FIFOReader(fifo)
        let r = try run(fifo)
        let received = reader.received()
        #expect(r.status == 0, "\(r.err)")
        #expect(type(fifo) == S_IFIFO)
        #expect(isTrace(received))
    }

    /// How every trace learn writes begins (`ChromeTrace.head`).
    static let traceHead = "{\"displayTimeUnit\":\"ms\",\"traceEvents\":[\n"

    /// An empty file, or a trace learn wrote (even one cut short), is replaced.
    @Test func aRegularFileIsReplacedAndNoTemporaryIsLeft() throws {
        for old in ["", Self.traceHead + "{\"name\":"] {
            let dir = try folder()
            let path = dir + "/t.json"
            try old.write(toFile: path, atomically: false, encoding: .utf8)
            let r = try run(path)
            #expect(r.status == 0, "\(r.err)")
            #expect(isTrace(try String(contentsOfFile: path, encoding: .utf8)))
            #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["t.json"])
        }
    }

    /// The attack of issue 40: `--trace-out /etc/passwd` replaced the file without a question.
    /// A file with something in it that is not learn's trace is refused (exit 64), unless `--force`.
    @Test func aFileThatIsNotATraceIsRefusedUnlessForced() throws {
        let dir = try folder()
        let path = dir + "/passwd"
        let text = "root:x:0:0:root:/root:/bin/bash\n"
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        expectRefused(path, saying: "is not empty and is not a trace learn wrote; name another file, or add --force", try run(path))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
        let link = dir + "/link.json"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "passwd")
        expectRefused(link, saying: "is not empty and is not a trace learn wrote", try run(link))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
        let forced = try learn.run(
            ["run", "hello", "--pace", "0.01", "--lessons", LearnBinary.fixtureLessons, "--trace-out", path, "--force"])
        #expect(forced.status == 0, "\(forced.err)")
        #expect(isTrace(try String(contentsOfFile: path, encoding: .utf8)))
    }

    /// The attack of issue 40: a FIFO nothing reads held learn in `open`, before it compiled, and
    /// Ctrl-C did not stop it. Now it is refused at once (after a short wait for a reader), by
    /// `run` and by `play`, which then compiles nothing.
    @Test(.timeLimit(.minutes(2))) func aFIFONothingReadsIsRefusedBeforeAnythingRuns() throws {
        let dir = try folder()
        let fifo = dir + "/trace.fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        try "print(1)\n".write(toFile: dir + "/main.swift", atomically: false, encoding: .utf8)
        let runs = [
            ["run", "hello", "--pace", "0.01", "--lessons", LearnBinary.fixtureLessons, "--trace-out", fifo],
            ["play", dir + "/main.swift", "--trace-out", fifo],
        ]
        for args in runs {
            let learn = try WatchedLearn(args, environment: [:])
            let status = learn.exitStatus(within: 30)
            if status == nil { kill(learn.pid, SIGKILL) }
            #expect(status == 64, "learn \(args[0]) must not wait for a reader: \(learn.output)")
            #expect(LearnBinary.unwrapped(learn.output).contains("--trace-out \(fifo): is a FIFO that no program reads"), "\(learn.output)")
            #expect(type(fifo) == S_IFIFO)
        }
    }

    /// A reader that opened the FIFO and never reads holds learn as it writes the trace, only
    /// until Ctrl-C: the write waits in a poll that sees the flag (a plain write restarted).
    @Test(.timeLimit(.minutes(2))) func ctrlCStopsAWriteToAFIFONobodyReads() throws {
        let fifo = try folder() + "/trace.fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        #expect(reader >= 0)
        defer { close(reader) }
        _ = fcntl(reader, 1031 /* F_SETPIPE_SZ */, 4096)  // the smallest pipe: `barrier`'s trace is 80 kB
        let learn = try WatchedLearn(["run", "barrier", "--pace", "0.01", "--trace-out", fifo], environment: [:])
        var pending: Int32 = 0
        let writing = learn.wait(seconds: 60) { ioctl(reader, UInt(FIONREAD), &pending) == 0 && pending > 0 }
        #expect(writing, "learn began writing its trace: \(learn.output)")
        kill(learn.pid, SIGINT)
        let status = learn.exitStatus(within: 20)
        if status == nil { kill(learn.pid, SIGKILL) }
        #expect(status != nil, "Ctrl-C must stop learn while the FIFO is full: \(learn.output)")
    }

    /// The same refusals in the shell, in its words, and the shell goes on.
    @Test func theShellRefusesTheSameWay() throws {
        let r = try learn.shell(["run hello --trace-out /dev/full", "run hello --trace-out \"\"", "list"])
        #expect(r.status == 64)
        #expect(
            r.errSaid == """
                learn: --trace-out /dev/full: is a device, not a file; name a file, a new path, a FIFO or a terminal
                learn: --trace-out "": name a file for the trace, like `--trace-out run.json`

                """)
        #expect(r.out.contains("hello"))
        #expect(type("/dev/full") == S_IFCHR)
    }

    @Test func aNewPathIsCreated() throws {
        let dir = try folder()
        let r = try run(dir + "/new.json")
        #expect(r.status == 0, "\(r.err)")
        #expect(isTrace(try String(contentsOfFile: dir + "/new.json", encoding: .utf8)))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["new.json"])
    }

    /// A link to a regular file: the file it names gets the trace, the link stays a link.
    @Test func aLinkToAFileKeepsTheLink() throws {
        let dir = try folder()
        try Self.traceHead.write(toFile: dir + "/real.json", atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: dir + "/link.json", withDestinationPath: "real.json")
        let r = try run(dir + "/link.json")
        #expect(r.status == 0, "\(r.err)")
        #expect(type(dir + "/link.json") == S_IFLNK)
        #expect(isTrace(try String(contentsOfFile: dir + "/real.json", encoding: .utf8)))
    }
}
