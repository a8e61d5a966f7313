import Foundation
import Glibc
import LearnPlay

/// The built `learn`, started and left running so a test can watch it: every process it starts
/// inherits a marker in its environment, so the test finds them all (in any process group,
/// reparented or not) by reading `/proc/*/environ`. Its name does not start with `LEARN_`: the
/// tracer wipes those from a traced program's environment, and the program's children with them.
package final class WatchedLearn {
    package let home = TemporaryHome()
    package let marker = "E2E_MARK_OF_LEARN=" + UUID().uuidString
    package let process = Process()
    private let outFile: String
    private var peak = 0

    /// The environment every test of processes gives learn: the toolchain on PATH, a cache.
    package static func environment(cache: String) -> [String: String] {
        ["PATH": (TestEnvironment.toolchainDirectory ?? "") + ":/usr/bin:/bin", "XDG_CACHE_HOME": cache]
    }

    package init(_ args: [String], environment extra: [String: String]) throws {
        outFile = home.path + "/output-\(UUID().uuidString)"
        _ = FileManager.default.createFile(atPath: outFile, contents: nil)
        process.executableURL = URL(fileURLWithPath: LearnBinary.built.path)
        process.arguments = args
        var env = home.environment.merging(extra) { _, new in new }
        let parts = marker.split(separator: "=", maxSplits: 1)
        env[String(parts[0])] = String(parts[1])
        process.environment = env
        let out = try FileHandle(forWritingTo: URL(fileURLWithPath: outFile))
        process.standardOutput = out
        process.standardError = out
        process.standardInput = FileHandle.nullDevice
        try process.run()
    }

    package var pid: pid_t { process.processIdentifier }

    /// What learn wrote on stdout and stderr so far.
    package var output: String { String(decoding: FileManager.default.contents(atPath: outFile) ?? Data(), as: UTF8.self) }

    /// Waits (at most `seconds`) until `condition` holds; false when it never did. Notes learn's
    /// peak memory on the way.
    @discardableResult
    package func wait(seconds: Double, until condition: () -> Bool) -> Bool {
        let end = Date().addingTimeInterval(seconds)
        while Date() < end {
            notePeak()
            if condition() { return true }
            usleep(20_000)
        }
        return condition()
    }

    /// Waits for learn to exit (at most `seconds`); its status, nil when it did not.
    package func exitStatus(within seconds: Double) -> Int32? {
        wait(seconds: seconds) { !process.isRunning } ? process.terminationStatus : nil
    }

    /// Learn's peak resident memory in bytes, as far as the waits saw it (VmHWM).
    package var peakMemory: Int { peak }

    private func notePeak() {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kB = Int(line.split(separator: " ").dropFirst().first ?? "")
        else { return }
        peak = max(peak, kB * 1024)
    }

    /// The live (not zombie) processes carrying the marker, learn's own pid left out; `named`
    /// keeps those whose command name is one of these.
    package func descendants(named names: Set<String>? = nil) -> [(pid: pid_t, name: String)] {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
        var found: [(pid: pid_t, name: String)] = []
        for entry in entries {
            guard let other = pid_t(entry), other != pid, other != getpid(),
                let environ = FileManager.default.contents(atPath: "/proc/\(entry)/environ"),
                environ.split(separator: 0).contains(where: { String(decoding: $0, as: UTF8.self) == marker }),
                let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")")
            else { continue }
            let state = stat[stat.index(after: close)...].first { $0 != " " }
            let name = String(stat[stat.index(after: open)..<close])
            if state != "Z", names.map({ $0.contains(name) }) ?? true { found.append((other, name)) }
        }
        return found
    }

    /// True when no process learn started is alive `seconds` after now (polled).
    package func nothingLeft(within seconds: Double = 2) -> Bool {
        wait(seconds: seconds) { descendants().isEmpty }
    }

    deinit {
        if process.isRunning { kill(pid, SIGKILL) }
        for left in descendants() { kill(left.pid, SIGKILL) }
    }
}
