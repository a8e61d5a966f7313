import Foundation
import Glibc
import LearnTestSupport
import Testing

/// A name with a newline or another control character is printed in caret notation, one
/// name on one line, and a FIFO or device is named as what it is.
@Suite(.timeLimit(.minutes(1))) struct VisibleNameTests {
    func folder() throws -> String {
        let path = NSTemporaryDirectory() + "learn-names-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func aPlayFileNamedWithANewline() throws {
        let dir = try folder()
        let r = try LearnBinary.built.run(["play", dir + "/a\nb.swift"], environment: ["PATH": "/usr/bin:/bin"])
        #expect(r.status == 64)
        #expect(r.err.contains("a^Jb.swift") && !r.err.contains("a\nb"), "\(r.err)")
    }

    @Test func aTraceOutNamedWithAnEscape() throws {
        let dir = try folder()
        let r = try LearnBinary.built.run(
            ["run", "hello", "--lessons", LearnBinary.fixtureLessons, "--trace-out", dir + "/gone\u{1B}[2J/t\nx.json"])
        #expect(r.status == 64)
        #expect(r.err.contains("gone^[[2J/t^Jx.json"), "\(r.err)")
        // one message: wrapped at 80 columns, its later lines under its start, none a line of the name's own
        let lines = r.err.split(separator: "\n")
        #expect(lines.first?.hasPrefix("learn: ") == true && lines.dropFirst().allSatisfy { $0.hasPrefix("       ") }, "\(r.err)")
    }

    @Test func aFIFOLessonNamedWithANewline() throws {
        let dir = try folder()
        #expect(mkfifo(dir + "/e\nvil.md", 0o600) == 0)
        let r = try LearnBinary.built.run(["check", dir])
        #expect(r.status == 1)
        #expect(r.out.contains("e^Jvil.md is a FIFO, not a file"), "\(r.out)")
        #expect(!r.out.contains("e\nvil"), "\(r.out)")
    }
}
