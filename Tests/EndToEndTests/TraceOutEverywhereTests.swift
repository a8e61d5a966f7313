import Foundation
import Glibc
import LearnPlay
import LearnTestSupport
import Testing

/// `--trace-out` is one writer for `run` and `play` alike (`verify` has no trace to write): a
/// device, a folder or a dangling link is refused with exit 64 before anything is compiled or
/// run, and each path is left exactly as it was or written through as README says.
@Suite(.tags(.swiftc), .slow) struct TraceOutEverywhereTests {
    let learn = LearnBinary.built
    static let program = LearnBinary.packageRoot + "/Tests/Fixtures/EndToEnd/play/gcd.swift"

    /// The command for `kind` writing its trace to `path`. Without `compiler`, PATH has no
    /// `swiftc`: a `play` that got as far as compiling would say so instead of refusing.
    func run(_ kind: String, _ path: String, compiler: Bool = false) throws -> LearnBinary.Output {
        let environment = compiler ? PlayTests.environment : ["PATH": "/usr/bin:/bin"]
        switch kind {
        case "play": return try learn.run(["play", Self.program, "--trace-out", path], environment: environment)
        case "verify": return try learn.run(["verify", "race", "--trace-out", path], environment: environment)
        default:
            return try learn.run(["run", "hello", "--pace", "0.01", "--lessons", LearnBinary.fixtureLessons, "--trace-out", path])
        }
    }

    func folder() throws -> String {
        let path = NSTemporaryDirectory() + "learn-trace-everywhere-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    func info(_ path: String) -> stat? {
        var info = stat()
        return lstat(path, &info) == 0 ? info : nil
    }

    func same(_ a: stat?, _ b: stat?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return a.st_mode == b.st_mode && a.st_ino == b.st_ino && a.st_rdev == b.st_rdev && a.st_size == b.st_size
    }

    static func isTrace(_ text: Substring) -> Bool {
        guard let start = text.range(of: "{\"displayTimeUnit\"") else { return false }
        let object = try? JSONSerialization.jsonObject(with: Data(text[start.lowerBound...].utf8)) as? [String: Any]
        return (object?["traceEvents"] as? [Any])?.isEmpty == false
    }

    /// Refused before anything ran: exit 64, nothing on standard output, the node unchanged.
    func expectRefused(_ kind: String, _ path: String, saying reason: String) throws {
        let before = info(path)
        let r = try run(kind, path)
        #expect(r.status == 64, "\(kind): \(r.err)")
        #expect(r.out == "", "\(kind) must refuse before compiling or running: \(r.out)")
        if kind == "verify" {
            #expect(r.err.contains("--trace-out"), "\(r.err)")
        } else {
            #expect(r.errSaid.hasPrefix("learn: --trace-out \(path): \(reason)"), "\(kind): \(r.err)")
        }
        #expect(same(before, info(path)), "\(kind) changed \(path)")
    }

    @Test(.enabled(if: getuid() == 0, "a device node of one's own needs root"), arguments: ["play", "verify", "run"])
    func aCharacterDeviceIsRefusedAndStaysADevice(_ kind: String) throws {
        let node = try folder() + "/null"
        #expect(mknod(node, S_IFCHR | 0o666, dev_t((1 << 8) | 3)) == 0)  // 1,3: /dev/null
        try expectRefused(kind, node, saying: "is a device, not a file")
        try expectRefused(kind, "/dev/null", saying: "is a device, not a file")
        try expectRefused(kind, "/dev/full", saying: "is a device, not a file")
    }

    @Test(arguments: ["play", "verify", "run"]) func aFolderADanglingLinkAndAMissingFolderAreRefused(_ kind: String) throws {
        let dir = try folder()
        try FileManager.default.createSymbolicLink(atPath: dir + "/dangling", withDestinationPath: dir + "/nowhere/t.json")
        try expectRefused(kind, dir, saying: "is a folder")
        try expectRefused(kind, dir + "/dangling", saying: "is a link to nothing")
        try expectRefused(kind, dir + "/missing/t.json", saying: "the folder")
        let empty = try run(kind, "")
        #expect(empty.status == 64 && empty.out == "", "\(kind): \(empty.err)")
    }

    /// A Unix socket bound at `path` (kept open by the returned descriptor).
    func socketFile(_ path: String) -> Int32 {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (i, byte) in path.utf8.prefix(raw.count - 1).enumerated() { raw[i] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        return bound == 0 ? fd : -1
    }

    @Test(arguments: ["play", "run"]) func aSocketIsRefusedAndStaysASocket(_ kind: String) throws {
        let path = try folder() + "/s"
        let fd = socketFile(path)
        #expect(fd >= 0)
        defer { close(fd) }
        try expectRefused(kind, path, saying: "is a socket, not a file")
    }

    /// A ThreadSanitizer run is not traced: `--trace-out` with `--tsan` is refused, not left empty.
    @Test func playTSanHasNoTraceToWrite() throws {
        let path = try folder() + "/t.json"
        let r = try learn.run(["play", Self.program, "--tsan", "--trace-out", path], environment: ["PATH": "/usr/bin:/bin"])
        #expect(r.status == 64 && r.err.contains("no trace to write"), "\(r.err)")
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    /// `d/out → /proc/self/fd/1`: the trace follows the program's own output; the link stays.
    @Test(.needsToolchain, arguments: ["play", "run"])
    func aLinkToStandardOutputIsWrittenThrough(_ kind: String) throws {
        let link = try folder() + "/out"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/proc/self/fd/1")
        let r = try run(kind, link, compiler: true)
        #expect(r.status == 0, "\(kind): \(r.err)")
        #expect(info(link).map { $0.st_mode & S_IFMT } == S_IFLNK)
        #expect(Self.isTrace(r.out[...]), "\(kind): \(r.out.suffix(300))")
    }

    /// A FIFO gets one whole document and stays a FIFO.
    @Test(
        .needsToolchain, .timeLimit(.minutes(2)),
        arguments: ["play", "run"])
    func aFIFOIsWrittenThrough(_ kind: String) throws {
        let fifo = try folder() + "/trace.fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        let reader = FIFOReader(fifo)
        let r = try run(kind, fifo, compiler: true)
        let received = reader.received()
        #expect(r.status == 0, "\(kind): \(r.err)")
        #expect(info(fifo).map { $0.st_mode & S_IFMT } == S_IFIFO)
        #expect(Self.isTrace(received[...]))
    }

    /// A symbolic link to a regular file: the file it names gets the trace, the link stays,
    /// and nothing else appears in the folder.
    @Test(.needsToolchain, arguments: ["play", "run"])
    func aLinkToAFileKeepsTheLink(_ kind: String) throws {
        let dir = try folder()
        try "".write(toFile: dir + "/real.json", atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: dir + "/link.json", withDestinationPath: "real.json")
        let r = try run(kind, dir + "/link.json", compiler: true)
        #expect(r.status == 0, "\(kind): \(r.err)")
        #expect(info(dir + "/link.json").map { $0.st_mode & S_IFMT } == S_IFLNK)
        #expect(Self.isTrace(try String(contentsOfFile: dir + "/real.json", encoding: .utf8)[...]))
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: dir)) == ["real.json", "link.json"])
    }
}
