import Foundation
import Testing

/// README's Layout section is where a newcomer finds the room for a change: it must name every
/// target Package.swift declares, and every folder it names must exist.
@Suite("README's Layout names the package as it is")
struct ReadmeLayoutTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The Layout section: from its heading to the next `## ` heading.
    static func layout() throws -> String {
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        guard let start = readme.range(of: "\n## Layout\n") else { return "" }
        let rest = readme[start.upperBound...]
        let end = rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex
        return String(rest[..<end])
    }

    /// Every target's name, read from Package.swift's `.target(name: "…"` style declarations.
    static func targets() throws -> [String] {
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let pattern = try NSRegularExpression(
            pattern: #"\.(?:target|executableTarget|testTarget|systemLibrary|plugin)\(\s*name:\s*"([^"]+)""#)
        let range = NSRange(manifest.startIndex..., in: manifest)
        return pattern.matches(in: manifest, range: range).compactMap { match in
            Range(match.range(at: 1), in: manifest).map { String(manifest[$0]) }
        }
    }

    @Test func everyTargetIsNamedInLayout() throws {
        let layout = try Self.layout()
        #expect(!layout.isEmpty, "README.md has no `## Layout` section")
        let targets = try Self.targets()
        #expect(targets.count > 10, "read \(targets.count) targets from Package.swift")
        for target in targets {
            #expect(layout.contains(target), "README's Layout does not name the target `\(target)`")
        }
    }

    @Test func everyFolderLayoutNamesExists() throws {
        let layout = try Self.layout()
        let pattern = try NSRegularExpression(pattern: #"((?:Sources|Tests|Lessons|Exercises|Plugins|\.ci)/[A-Za-z0-9_./+-]*)"#)
        let range = NSRange(layout.startIndex..., in: layout)
        let paths = pattern.matches(in: layout, range: range).compactMap { match in
            Range(match.range(at: 1), in: layout).map { String(layout[$0].reversed().drop { $0 == "." || $0 == "," }.reversed()) }
        }
        #expect(paths.count > 5)
        for path in paths {
            let full = Self.root.appendingPathComponent(path).path
            #expect(FileManager.default.fileExists(atPath: full), "README's Layout names `\(path)`, which does not exist")
        }
    }
}
