import Foundation
import Testing

/// Golden files: expected outputs kept beside the tests, compared whole.
///
/// Run with `LEARN_RECORD=1` to rewrite the files from the current output, then read
/// the diff before committing it. A mismatch names the first line that differs.
package struct Golden: Sendable {
    /// The folder holding the files.
    package let fixtures: URL
    /// Appended to every name (`.txt`), so call sites name the output only.
    package let suffix: String
    /// Whether the file holds the output plus one final newline.
    package let appendsNewline: Bool

    /// Files in the `Fixtures` folder beside `file` (pass `#filePath`).
    package init(besides file: String, suffix: String = "", appendsNewline: Bool = false) {
        self.init(
            folder: URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent("Fixtures"), suffix: suffix,
            appendsNewline: appendsNewline)
    }

    /// Files in `folder`.
    package init(folder: URL, suffix: String = "", appendsNewline: Bool = false) {
        fixtures = folder
        self.suffix = suffix
        self.appendsNewline = appendsNewline
    }

    package static var recording: Bool { ProcessInfo.processInfo.environment["LEARN_RECORD"] == "1" }

    /// Compares `output` with the file `name`, or writes it when recording.
    package func check(_ output: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let file = name + suffix
        let url = fixtures.appendingPathComponent(file)
        let actual = appendsNewline ? output + "\n" : output
        if Self.recording {
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("missing golden file \(file): run the test with LEARN_RECORD=1", sourceLocation: sourceLocation)
            return
        }
        guard actual != expected else { return }
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let line = zip(a, e).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, e.count)
        let got = line < a.count ? String(a[line]) : "<end>"
        let want = line < e.count ? String(e[line]) : "<end>"
        Issue.record(
            "\(file) differs at line \(line + 1):\n  got:      \(got)\n  expected: \(want)\n(LEARN_RECORD=1 re-records)",
            sourceLocation: sourceLocation)
    }
}
