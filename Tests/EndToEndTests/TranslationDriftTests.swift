import Foundation
import LearnTestSupport
import Testing

/// `learn check DIR` on a lesson and its Korean translation, each time with one kind of drift:
/// the check fails (exit 1) and says where, in English and under `--lang ko`.
@Suite(.timeLimit(.minutes(1))) struct TranslationDriftTests {
    let learn = LearnBinary.built

    /// One kind of drift: how it changes the translation's lines (or the source's), the line
    /// (0-based, in the changed translation) the diagnostic must point at, and its words.
    struct Drift: CustomTestStringConvertible, Sendable {
        let name: String
        /// Changes the translation's lines; returns the index of the line the diagnostic names.
        let change: @Sendable (inout [String]) throws -> Int
        /// Changes the source instead (a stale translation).
        var staleSource = false
        let english: String
        let korean: String
        var testDescription: String { name }

        /// The translation's line `line` rewritten as `now`: that line differs from the source's.
        static func changed(_ name: String, _ line: String, to now: String) -> Drift {
            Drift(
                name: name,
                change: { lines in
                    let at = try TranslationDriftTests.index(lines, line)
                    lines[at] = now
                    return at
                }, english: "error: this differs from", korean: "error: 이 줄은 원문")
        }
    }

    static func index(_ lines: [String], _ line: String, after: Int = 0) throws -> Int {
        try #require(lines.indices.dropFirst(after).first { lines[$0] == line }, "no line `\(line)`")
    }

    /// The code block that starts at `fence` (its ``` lines included).
    static func block(_ lines: [String], at fence: Int) throws -> ClosedRange<Int> {
        let end = try #require(lines.indices.dropFirst(fence + 1).first { lines[$0] == "```" })
        return fence...end
    }

    static let drifts: [Drift] = [
        .changed("a changed directive", "@run repeat=20", to: "@run repeat=10"),
        Drift(
            name: "a missing directive",
            change: { lines in
                let part = try index(lines, "@part global-barrier")
                let pause = try #require(lines[..<part].lastIndex(of: "@pause"))
                lines.remove(at: pause)
                return part - 1
            }, english: "is missing before this line", korean: "단계가 없습니다"),
        Drift(
            name: "an extra directive",
            change: { lines in
                let at = try index(lines, "@observe one-reader: threads read < 2") + 1
                lines.insert("@pause", at: at)
                return at
            }, english: "error: an extra step the source does not have", korean: "error: 원문에 없는 단계가 더 있습니다"),
        .changed("a changed condition", "@check write-alone: no-overlap write *", to: "@check write-alone: no-overlap read *"),
        Drift(
            name: "a missing code region",
            change: { lines in
                let write = try block(lines, at: try index(lines, "```swift region=barrier/write"))
                lines.removeSubrange(write)
                return try index(lines, "```swift region=barrier/queues")
            }, english: "is missing before this line", korean: "단계가 없습니다"),
        Drift(
            name: "an extra code region",
            change: { lines in
                let read = try block(lines, at: try index(lines, "```swift region=barrier/read"))
                lines.insert(contentsOf: [""] + lines[read], at: read.upperBound + 1)
                return read.upperBound + 2
            }, english: "error: an extra step the source does not have", korean: "error: 원문에 없는 단계가 더 있습니다"),
        Drift(
            name: "a stale stamp",
            change: { lines in try #require(lines.firstIndex { $0.hasPrefix("source: ") }) }, staleSource: true,
            english: "error: a translation to update: ", korean: "error: 갱신할 번역: "),
    ]

    /// A folder with the shipped barrier lesson and its Korean translation, `drift` applied.
    func folder(_ drift: Drift) throws -> (dir: String, line: Int) {
        let dir = NSTemporaryDirectory() + "learn-drift-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir + "/ko", withIntermediateDirectories: true)
        let lessons = LearnBinary.packageRoot + "/Lessons"
        var source = try String(contentsOfFile: lessons + "/barrier.md", encoding: .utf8)
        var lines = try String(contentsOfFile: lessons + "/ko/barrier.md", encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let at = try drift.change(&lines)
        if drift.staleSource { source += "\nOne more sentence.\n" }
        try source.write(toFile: dir + "/barrier.md", atomically: true, encoding: .utf8)
        try lines.joined(separator: "\n").write(toFile: dir + "/ko/barrier.md", atomically: true, encoding: .utf8)
        return (dir, at + 1)
    }

    @Test func theShippedPairChecksClean() throws {
        let dir = NSTemporaryDirectory() + "learn-drift-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir + "/ko", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let lessons = LearnBinary.packageRoot + "/Lessons"
        try FileManager.default.copyItem(atPath: lessons + "/barrier.md", toPath: dir + "/barrier.md")
        try FileManager.default.copyItem(atPath: lessons + "/ko/barrier.md", toPath: dir + "/ko/barrier.md")
        let english = try learn.run(["check", dir])
        #expect(english.status == 0 && english.out == "no problems found\n", "\(english.out)\(english.err)")
        let korean = try learn.run(["--lang", "ko", "check", dir])
        #expect(korean.status == 0 && korean.out == "문제가 없습니다\n", "\(korean.out)\(korean.err)")
    }

    @Test(arguments: drifts)
    func aDriftFailsTheCheck(_ drift: Drift) throws {
        let (dir, line) = try folder(drift)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let place = "\(dir)/ko/barrier.md:\(line):"
        for (language, words, summary) in [("en", drift.english, "1 problem found"), ("ko", drift.korean, "문제 1개를 찾았습니다")] {
            let r = try learn.run(["--lang", language, "check", dir])
            #expect(r.status == 1, "\(language): \(r.out)\(r.err)")
            let said = r.out.split(separator: "\n").filter { $0.hasPrefix(dir) }
            #expect(said.count == 1, "\(language): \(r.out)")
            #expect(
                said.first?.hasPrefix(place) == true && said.first?.contains(words) == true,
                "\(language): \(said), expected \(place) … \(words)")
            #expect(r.errSaid.contains(summary), "\(language): \(r.err)")
        }
    }
}
