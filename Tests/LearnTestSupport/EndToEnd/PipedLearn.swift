import Foundation

/// `learn` running with its input on a pipe this test writes to step by step (a second terminal
/// that waits between commands); its output goes to files the test reads while it runs.
package final class PipedLearn {
    package let process = Process()
    private let input = Pipe()
    private let outFile: String
    private let errFile: String

    /// Starts `learn args` with `environment` (default: the private home's) in `directory`.
    package init(_ args: [String], environment: [String: String]? = nil, directory: String? = nil, home: TemporaryHome) throws {
        process.executableURL = URL(fileURLWithPath: LearnBinary.built.path)
        process.arguments = args
        process.environment = environment ?? home.environment
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        outFile = home.path + "/piped-out-\(UUID().uuidString)"
        errFile = home.path + "/piped-err-\(UUID().uuidString)"
        _ = FileManager.default.createFile(atPath: outFile, contents: nil)
        _ = FileManager.default.createFile(atPath: errFile, contents: nil)
        process.standardInput = input
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: outFile))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errFile))
        try process.run()
    }

    package convenience init(_ args: [String], home: TemporaryHome) throws {
        try self.init(args, environment: nil, directory: nil, home: home)
    }

    package var output: String { (try? String(contentsOfFile: outFile, encoding: .utf8)) ?? "" }
    package var errors: String { (try? String(contentsOfFile: errFile, encoding: .utf8)) ?? "" }

    package func send(_ text: String) throws {
        try input.fileHandleForWriting.write(contentsOf: Data(text.utf8))
    }

    /// Waits (up to `seconds`) until the output holds `text`: waiting for a program, not timing it.
    package func waitForOutput(_ text: String, seconds: Double = 30) throws {
        let deadline = Date().addingTimeInterval(seconds)
        while !output.contains(text) {
            guard Date() < deadline else { throw TerminalError(message: "never printed `\(text)`: \(output)\(errors)") }
            usleep(20_000)
        }
    }

    /// Ends the input and waits for the exit status.
    package func finish() throws -> Int32 {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
