import Foundation
import LearnDemos
import LearnLessons
import LearnTestSupport
import LearnTrace
import Testing

@Suite("learn check")
struct CheckerGoldenTests {
    @Test("every broken fixture is reported, one problem kind per file (golden)")
    func brokenGolden() throws {
        let files = try fixtureFiles("broken")
        let diagnostics = LessonChecker.check(files: files, catalog: testCatalog)
        lessonGoldens.check(diagnostics.map(\.description).joined(separator: "\n") + "\n", "broken/expected.txt")
        let reported = Set(diagnostics.map(\.file))
        for file in files where !file.path.contains("matches") && !file.path.hasSuffix("-a.md") {
            #expect(reported.contains(file.path), "no problem reported in \(file.path)")
        }
        #expect(!reported.contains { $0.contains("matches") }, "a region that matches after re-indenting is fine")
    }

    @Test("a lesson file over 1 MB is refused by its size alone, by `check` and by the library")
    func sizeLimit() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("learn-size-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let big = folder.appendingPathComponent("big.md")
        try Data(("---\n" + String(repeating: "x", count: 1 << 20)).utf8).write(to: big)
        // a sparse file of 6 GB: only its size is read
        let sparse = folder.appendingPathComponent("sparse.md")
        _ = FileManager.default.createFile(atPath: sparse.path, contents: Data("---\n".utf8))
        let handle = try FileHandle(forWritingTo: sparse)
        try handle.truncate(atOffset: 6 << 30)
        try handle.close()
        let problems = LessonChecker.check(paths: [big.path, folder.path]).map(\.description)
        #expect(
            problems.contains(
                "\(big.path):1:1: error: this file is 1048580 bytes; a lesson file may be at most 1048576 bytes (1 MB): split it into several lessons"
            ))
        #expect(problems.contains { $0.hasPrefix(sparse.path + ":1:1: error: this file is 6442450944 bytes") })
        let library = LessonLibrary(extraDirectories: [folder.path])
        #expect(Set(library.problems.map(\.file)) == [big.path, sparse.path])
        let bytes = LessonChecker.check(bytes: Array(repeating: 0x41, count: (1 << 20) + 1), file: "bytes.md").diagnostics
        #expect(
            bytes.map(\.message) == [
                "this file is 1048577 bytes; a lesson file may be at most 1048576 bytes (1 MB): split it into several lessons"
            ])
    }

    @Test("the fixture lessons that parse cleanly also check cleanly")
    func goodFixtures() throws {
        #expect(LessonChecker.check(files: try fixtureFiles("parse"), catalog: testCatalog).isEmpty)
    }

    @Test("the shipped lessons check cleanly")
    func shipped() {
        let problems = LessonChecker.checkShipped()
        #expect(problems.isEmpty, "\(problems.map(\.description).joined(separator: "\n"))")
    }

    @Test("FORMAT.md tells the truth: its whole example checks cleanly against the real demos")
    func formatExample() throws {
        let format = lessonFixtures.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Lessons/FORMAT.md")
        let text = try String(contentsOf: format, encoding: .utf8)
        let section = try #require(text.range(of: "## A whole example"))
        let rest = text[section.upperBound...]
        let open = try #require(rest.range(of: "````\n"))
        let close = try #require(rest[open.upperBound...].range(of: "\n````"))
        let example = String(rest[open.upperBound..<close.lowerBound]) + "\n"
        let (_, problems) = LessonChecker.check(bytes: Array(example.utf8), file: "FORMAT.md#example")
        #expect(problems.isEmpty, "\(problems.map(\.description).joined(separator: "\n"))")
    }

    @Test("paths: a missing path and a folder")
    func paths() {
        let missing = LessonChecker.check(paths: ["/nonexistent/lesson.md"])
        #expect(missing.map(\.description) == ["/nonexistent/lesson.md:1:1: error: no such file or folder: check the path"])
        let folder = LessonChecker.check(paths: [lessonFixtures.appendingPathComponent("run").path])
        #expect(folder.isEmpty, "\(folder.map(\.description))")
    }

    @Test("every code region shown by a shipped lesson exists in the demo sources, and sources have no marker problems")
    func regions() {
        #expect(SourceRegions.shipped.problems.isEmpty, "\(SourceRegions.shipped.problems)")
        #expect(SourceRegions.shipped.region("noop/plain")?.text == "ctx.trace.mark(\"noop\")\nctx.finish()")
    }

    @Test("every blocking call a demo declares is named by code its lessons show, in a span it records")
    func declaredWaits() {
        let shown = SourceRegions.shipped.regions.values.map(\.text)
        for spec in DemoCatalog.all {
            for variant in spec.variants {
                for wait in variant.waits {
                    #expect(shown.contains { $0.contains(wait.code) }, "\(spec.id)/\(variant.name): `\(wait.code)` is in no region")
                    #expect(spec.labels.contains(wait.span), "\(spec.id)/\(variant.name): `\(wait.span)` is not a label")
                    #expect(WaitLabel(WaitLabel.prefix + wait.wait) != nil)
                }
            }
        }
    }
}
