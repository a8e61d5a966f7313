import Foundation
import LearnTestSupport
import Testing

/// `learn show` draws a lesson's text with the renderer `run` uses: the same lines, fitted to
/// the same width.
@Suite struct ShowTests {
    static let folder = LearnBinary.packageRoot + "/Tests/Fixtures/EndToEnd/markdown"

    @Test(arguments: [60, 80])
    func showRendersTheTextAsRunDoes(_ columns: Int) throws {
        let environment = ["COLUMNS": "\(columns)"]
        let show = try LearnBinary.built.run(["--lessons", Self.folder, "show", "prose"], environment: environment)
        let run = try LearnBinary.built.run(["--lessons", Self.folder, "run", "prose", "--pace", "0.05"], environment: environment)
        #expect(show.status == 0 && run.status == 0, "\(show.err)\(run.err)")
        // the text before the first run, line for line as `run` printed it
        let text = show.out.components(separatedBy: "\n▶").first ?? ""
        #expect(run.out.hasPrefix(text), "show:\n\(text)\nrun:\n\(run.out)")
        let lines = show.out.split(separator: "\n")
        #expect(lines.allSatisfy { ClassroomTests.width($0) <= columns }, "\(lines.filter { ClassroomTests.width($0) > columns })")
        // Markdown as written: no marks left, the link's address shown, the table aligned, numbers kept
        #expect(!show.out.contains("*italic*") && !show.out.contains("**bold**") && !show.out.contains("]("))
        #expect(show.out.contains("(https://developer.apple.com/documentation/dispatch)"))
        #expect(lines.contains { $0.hasPrefix("  queue ") && $0.contains(" │ runs blocks ") })
        #expect(lines.contains { $0.hasPrefix("  serial ") })
        #expect(lines.contains { $0.hasPrefix("1. Create the queue") } && lines.contains { $0.hasPrefix("3. Read with") })
        // a directive says what happens there, without running it
        #expect(show.out.contains("▶ runs noop --variant plain") && show.out.contains("· check marked:"))
        #expect(!show.out.contains("Run of "))
    }

    @Test func everyShippedLessonShowsWithinTheWidth() throws {
        for columns in [60, 100] {
            for lesson in ClassroomTests.lessons {
                let show = try LearnBinary.built.run(["show", lesson], environment: ["COLUMNS": "\(columns)"])
                #expect(show.status == 0)
                let wide = show.out.split(separator: "\n").filter { ClassroomTests.width($0) > columns }
                #expect(wide.isEmpty, "\(lesson) at \(columns): \(wide.prefix(3))")
                #expect(!show.out.contains("\n@run") && !show.out.contains("```"), "\(lesson) shows directives or fences as written")
            }
        }
    }
}
