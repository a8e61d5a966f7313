import Foundation
import LearnRunner

/// The compiler parser's reading of a Swift file (`swift-frontend -dump-parse`): the syntax tree
/// as text, before any name is looked up, so a file that uses names from elsewhere (a judge's)
/// reads as well as a whole program.
package enum ParseDump {
    /// The dump of `text`; nil when the parser cannot be run.
    package static func run(_ text: String, toolchain: Toolchain) -> String? {
        let folder = NSTemporaryDirectory() + "learn-parse-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil else { return nil }
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/learner.swift"
        guard (try? text.write(toFile: file, atomically: false, encoding: .utf8)) != nil else { return nil }
        let result = Subprocess.run(
            toolchain.binDirectory + "/swift-frontend", ["-frontend", "-dump-parse", file], timeLimit: 30, interruptible: true)
        return result.stopped == nil ? result.output : nil
    }
}
