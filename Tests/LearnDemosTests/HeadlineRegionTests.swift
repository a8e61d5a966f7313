import Foundation
import Testing

/// The code the headline lessons show is the code their demos run: every
/// ```` ```swift region=NAME ```` block equals that region of `Sources/LearnDemos`,
/// with its common indentation removed (the rule of `Lessons/FORMAT.md`).
@Suite struct HeadlineRegionTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let lessons = ["race", "semaphore", "barrier", "async-sum"]

    @Test(arguments: lessons)
    func shownCodeIsRunningCode(lesson: String) throws {
        let regions = try Self.demoRegions()
        let text = try String(contentsOf: Self.root.appendingPathComponent("Lessons/\(lesson).md"), encoding: .utf8)
        let blocks = Self.regionBlocks(text)
        #expect(!blocks.isEmpty)
        for (name, code) in blocks {
            #expect(regions[name] != nil, "lesson \(lesson) shows region \(name), which no demo marks")
            #expect(regions[name] == code, "region \(name) in \(lesson).md differs from the demo source")
        }
    }

    /// Every `// region: NAME` … `// endregion` in the demo sources, dedented.
    static func demoRegions() throws -> [String: String] {
        let dir = root.appendingPathComponent("Sources/LearnDemos")
        var regions: [String: String] = [:]
        let files = FileManager.default.enumerator(at: dir, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            var name: String?
            var lines: [Substring] = []
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false) {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.hasPrefix("// region: ") {
                    name = String(trimmed.dropFirst("// region: ".count))
                    lines = []
                } else if trimmed == "// endregion", let current = name {
                    regions[current] = dedent(lines)
                    name = nil
                } else if name != nil {
                    lines.append(line)
                }
            }
        }
        return regions
    }

    static func dedent(_ lines: [Substring]) -> String {
        let indent = lines.filter { !$0.allSatisfy(\.isWhitespace) }
            .map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return lines.map { $0.allSatisfy(\.isWhitespace) ? "" : String($0.dropFirst(indent)) }
            .joined(separator: "\n")
    }

    /// The `region=` code blocks of a lesson, in order.
    static func regionBlocks(_ text: String) -> [(String, String)] {
        var blocks: [(String, String)] = []
        var name: String?
        var lines: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if name == nil, line.hasPrefix("```swift region=") {
                name = String(line.dropFirst("```swift region=".count))
                lines = []
            } else if let current = name, line == "```" {
                blocks.append((current, lines.joined(separator: "\n")))
                name = nil
            } else if name != nil {
                lines.append(line)
            }
        }
        return blocks
    }
}
