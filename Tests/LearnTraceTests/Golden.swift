import Foundation
import Testing

/// Golden files: expected outputs in `Fixtures/NAME.txt` beside this file.
///
/// Run with `LEARN_RECORD=1` to rewrite the fixtures from the current output,
/// then read the diff before committing it.
enum Golden {
    static var fixtures: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    }

    static var recording: Bool { ProcessInfo.processInfo.environment["LEARN_RECORD"] == "1" }

    /// Compares `actual` with the fixture `name`, or writes it when recording.
    static func check(_ actual: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = fixtures.appendingPathComponent(name + ".txt")
        if recording {
            try? FileManager.default.createDirectory(at: fixtures, withIntermediateDirectories: true)
            try? (actual + "\n").write(to: url, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("missing fixture \(name).txt: run `LEARN_RECORD=1 swift test --filter LearnTraceTests`", sourceLocation: sourceLocation)
            return
        }
        #expect(actual + "\n" == expected, "\(name).txt differs; rerun with LEARN_RECORD=1 to accept", sourceLocation: sourceLocation)
    }
}
