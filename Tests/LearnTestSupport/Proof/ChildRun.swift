import Foundation

/// One run of an executable with a hard time limit, its stdout and stderr kept whole.
///
/// Output goes to temporary files rather than pipes, so a child that writes a lot
/// can never block on a full pipe while the test waits for it. The limit is a safety
/// net for a hung child (it is killed and the run says so), not a timing assertion.
package struct ChildRun: Sendable {
    /// How the child ended.
    package enum Ending: Sendable, Equatable {
        case exited(Int32)
        case signalled(Int32)
        /// Still running at the limit: killed with SIGKILL.
        case killedAtLimit(seconds: Double)
    }

    package var ending: Ending
    package var stdout: String
    package var stderr: String

    /// Runs `executable` with `arguments`, adding `environment` to this process's own.
    package static func run(
        _ executable: String, _ arguments: [String], environment: [String: String] = [:], limit: Double
    ) throws -> ChildRun {
        let dir = FileManager.default.temporaryDirectory
            .appendingPathComponent("learn-proof-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let outURL = dir.appendingPathComponent("stdout")
        let errURL = dir.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = out
        process.standardError = err
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        try process.run()
        try? out.close()
        try? err.close()

        var killed = false
        if ended.wait(timeout: .now() + limit) == .timedOut {
            kill(process.processIdentifier, SIGKILL)
            ended.wait()
            killed = true
        }
        let ending: Ending =
            killed
            ? .killedAtLimit(seconds: limit)
            : process.terminationReason == .uncaughtSignal
                ? .signalled(process.terminationStatus)
                : .exited(process.terminationStatus)
        return ChildRun(
            ending: ending,
            stdout: String(decoding: (try? Data(contentsOf: outURL)) ?? Data(), as: UTF8.self),
            stderr: String(decoding: (try? Data(contentsOf: errURL)) ?? Data(), as: UTF8.self)
        )
    }
}

extension ChildRun.Ending: CustomStringConvertible {
    package var description: String {
        switch self {
        case .exited(let code): "exited with status \(code)"
        case .signalled(let signal): "died of signal \(signal)"
        case .killedAtLimit(let seconds): "still running after \(Int(seconds)) s, killed"
        }
    }
}
