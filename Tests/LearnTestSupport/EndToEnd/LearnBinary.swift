import Foundation

/// The `learn` executable built beside this test binary, run as a user would run it.
package struct LearnBinary {
    /// What one run produced.
    package struct Output {
        package var status: Int32
        package var out: String
        package var err: String

        /// Standard error as said before learn wrapped it: each `learn: …` message on one line
        /// (its later lines sit under its start, seven columns in).
        package var errSaid: String { LearnBinary.unwrapped(err) }

        /// Each line of the output that marks a check that did not hold (`✗`), with the two lines
        /// before it and the four after: what a failing run's report should show first, before the
        /// whole output is cut.
        package var failedChecks: String {
            let lines = out.split(separator: "\n", omittingEmptySubsequences: false)
            var shown: [String] = []
            for (index, line) in lines.enumerated() where line.contains("✗") {
                shown.append(lines[max(0, index - 2)..<min(lines.count, index + 5)].joined(separator: "\n"))
            }
            return shown.isEmpty ? "(no ✗ line in the output)" : shown.joined(separator: "\n…\n")
        }
    }

    package let path: String

    package init(path: String) { self.path = path }

    /// `text` with each `learn: …` message's later lines joined back to it.
    package static func unwrapped(_ text: String) -> String { text.replacingOccurrences(of: "\n       ", with: " ") }

    /// `.build/<config>/learn`, next to the running test bundle.
    package static let built: LearnBinary = {
        let me = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        var dir = (me as NSString).deletingLastPathComponent
        // The test binary may sit inside a bundle folder (`learnPackageTests.xctest`).
        while !dir.isEmpty, dir != "/", !FileManager.default.isExecutableFile(atPath: dir + "/learn") {
            dir = (dir as NSString).deletingLastPathComponent
        }
        return LearnBinary(path: dir + "/learn")
    }()

    /// The package's root folder (for fixtures).
    package static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// The fixture lesson folder (`hello`, running the `noop` demo).
    package static let fixtureLessons = packageRoot + "/Tests/Fixtures/EndToEnd/lessons"

    /// `lines` piped into learn's shell over the fixture lessons (`learn --lessons FIXTURES < lines`).
    package func shell(_ lines: [String]) throws -> Output {
        try run(["--lessons", Self.fixtureLessons], input: lines.map { $0 + "\n" }.joined())
    }

    /// Runs `learn args` with `input` on stdin, in a private home, and waits for it.
    package func run(
        _ args: [String], input: String? = nil, home: TemporaryHome = TemporaryHome(),
        environment extra: [String: String] = [:], directory: String? = nil
    ) throws -> Output {
        let process = Process()
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = args
        process.environment = home.environment.merging(extra) { _, new in new }
        let outFile = home.path + "/stdout-\(UUID().uuidString)"
        let errFile = home.path + "/stderr-\(UUID().uuidString)"
        _ = FileManager.default.createFile(atPath: outFile, contents: nil)
        _ = FileManager.default.createFile(atPath: errFile, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: outFile))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errFile))
        if let input {
            let inFile = home.path + "/stdin-\(UUID().uuidString)"
            _ = FileManager.default.createFile(atPath: inFile, contents: Data(input.utf8))
            process.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: inFile))
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        try process.run()
        process.waitUntilExit()
        let out = String(decoding: FileManager.default.contents(atPath: outFile) ?? Data(), as: UTF8.self)
        let err = String(decoding: FileManager.default.contents(atPath: errFile) ?? Data(), as: UTF8.self)
        return Output(status: process.terminationStatus, out: out, err: err)
    }
}

/// A fresh HOME and XDG_STATE_HOME for one test, so no test sees a real history or progress.
package struct TemporaryHome {
    package let path: String

    package init() {
        path = NSTemporaryDirectory() + "learn-e2e-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: path + "/state", withIntermediateDirectories: true)
    }

    package var historyFile: String { path + "/state/learn/history" }

    package var environment: [String: String] {
        var env = ["HOME": path, "XDG_STATE_HOME": path + "/state", "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
        env["TERM"] = "xterm-256color"
        return env
    }
}
