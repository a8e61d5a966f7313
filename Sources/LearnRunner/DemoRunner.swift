import Foundation
import LearnTrace

/// Runs each demo in a child process of this executable (`learn __demo …`).
///
/// MINIMAL VERSION from the skeleton (Foundation `Process`, events read at the
/// end). The live-runs issue replaces it: posix_spawn in its own process group,
/// live streaming, crash and hang handling, Ctrl-C.
public struct DemoRunner: DemoRunning {
    /// The executable to start as the child: by default this process's own binary.
    public var executable: String

    public init(executable: String = DemoRunner.currentExecutable) {
        self.executable = executable
    }

    public static var currentExecutable: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    public func run(_ request: RunRequest, live: (TraceEvent) -> Void) -> RunResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        var args = ["__demo", request.demo, "--variant", request.variant,
                    "--pace", String(request.pace), "--seed", String(request.seed)]
        for (k, v) in request.parameters.sorted(by: { $0.key < $1.key }) { args += ["--set", "\(k)=\(v)"] }
        process.arguments = args
        let out = Pipe()
        process.standardOutput = out
        do { try process.run() } catch {
            return RunResult(request: request, status: .failed("cannot start the demo: \(error)"), trace: Trace(events: []))
        }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        var events: [TraceEvent] = []
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            if let e = WireFormat.decode(line) { events.append(e); live(e) }
        }
        return RunResult(request: request, status: .finished, trace: Trace(events: events))
    }
}

extension DemoRunner {
    /// A runner for tests: starts the `learn` executable built beside the running
    /// test binary (`.build/debug/learn`), since the test binary itself has no `__demo` mode.
    public static func forTests() -> DemoRunner {
        DemoRunner(executable: siblingExecutable(named: "learn") ?? "learn")
    }

    /// An executable named `name` in the directory of the running binary, if there is one.
    public static func siblingExecutable(named name: String) -> String? {
        let dir = (currentExecutable as NSString).deletingLastPathComponent
        let candidate = (dir as NSString).appendingPathComponent(name)
        return FileManager.default.isExecutableFile(atPath: candidate) ? candidate : nil
    }
}
