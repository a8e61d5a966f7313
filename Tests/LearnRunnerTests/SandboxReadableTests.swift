import Foundation
import Glibc
import Testing

@testable import LearnRunner

/// A sandbox that hides a folder (a judged program's kept symbols): what Landlock is told the
/// program may read is every file and folder but that one, listed down the path to it, and a
/// program in it reads everything else and nothing of that folder.
@Suite struct SandboxReadableTests {
    /// A folder of its own: `hidden/secret`, `open/file`, `note`, a link to the folder itself and one
    /// to the hidden file.
    private func tree() throws -> String {
        let root = RunFolder.resolved(NSTemporaryDirectory()) + "/sandbox-readable-\(UUID().uuidString)"
        for folder in ["hidden", "open", "run"] {
            try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        try "secret\n".write(toFile: root + "/hidden/secret", atomically: true, encoding: .utf8)
        try "open\n".write(toFile: root + "/open/file", atomically: true, encoding: .utf8)
        try "note\n".write(toFile: root + "/note", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: root + "/back", withDestinationPath: root)
        try FileManager.default.createSymbolicLink(atPath: root + "/into", withDestinationPath: root + "/hidden/secret")
        return root
    }

    @Test func everythingButTheHiddenFolderIsListedDownThePathToIt() throws {
        let root = try tree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let readable = try #require(Sandbox(hidden: [root + "/hidden"]).readable(writing: [root + "/run", root]))
        #expect(readable.contains(root + "/open") && readable.contains(root + "/note") && readable.contains(root + "/run"))
        #expect(readable.contains("/usr") && readable.contains("/proc"))
        // neither the folder, nor a folder above it, nor a link that leads above it
        for path in [root + "/hidden", root, (root as NSString).deletingLastPathComponent, "/", root + "/back", root + "/into"] {
            #expect(!readable.contains(path), "\(path)")
        }
        #expect(Sandbox().readable(writing: [root]) == nil, "nothing hidden: nothing listed, every file readable")
    }

    @Test(.enabled(if: Sandbox.status() == .on, "the kernel has no Landlock"))
    func aProgramReadsEverythingButTheHiddenFolder() throws {
        let root = try tree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let sandbox = Sandbox(hidden: [root + "/hidden"])
        let script = "cat \(root)/hidden/secret; echo status=$?; cat \(root)/open/file \(root)/note; echo listed: $(ls \(root)/hidden)"
        let child = try ChildProcess(
            executable: "/bin/sh", arguments: ["-c", script], environment: [:], wire: false, writable: [root + "/run"],
            readable: sandbox.readable(writing: [root + "/run"]))
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            var fds = [pollfd(fd: child.output, events: Int16(POLLIN), revents: 0)]
            _ = poll(&fds, 1, 1000)
            let n = buffer.withUnsafeMutableBytes { read(child.output, $0.baseAddress, $0.count) }
            if n > 0 { output += buffer[..<n] } else if n == 0 || (errno != EAGAIN && errno != EINTR) { break }
        }
        _ = child.wait()
        let said = String(decoding: output, as: UTF8.self)
        #expect(!said.contains("\nsecret\n") && !said.hasPrefix("secret\n") && said.contains("status=1"), "\(said)")
        #expect(said.contains("open\nnote\n"), "\(said)")
        #expect(said.contains("listed: secret"), "the folder is listed, its files are not read: \(said)")
    }
}
