import Foundation
import LearnJudge
import LearnLanguage
import LearnPlay

/// A program of a test corpus (`Fixtures/RaceCorpus`, `Fixtures/ScheduleCorpus`): its text, and its
/// build under learn's scheduler in a playground of its own, whose cache ``remove()`` deletes.
/// Each file says what it must show on a line of its own (`// races: …`, `// reveals: …`:
/// ``header(_:of:)``).
package struct CorpusProgram {
    package let text: String
    /// What the file says it must show: what follows its `// KEY: ` (empty when no key was asked).
    package let says: String
    package let playground: Playground
    package let build: PlayBuild
    private let root: String

    /// A corpus file without the line its test reads.
    package struct NoHeader: Error, CustomStringConvertible {
        package let file: String, key: String
        package var description: String { "\(file) has no `// \(key):` line" }
    }

    /// Reads the file at `path`, which must say what it shows after `// KEY: ` (``says``) when a
    /// key is given, and builds it for scheduled runs, in a cache named `cache-UUID`.
    package init(path: String, cache: String, saying key: String? = nil) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        self.text = text
        let says = key.map { Self.header($0, of: text) } ?? ""
        guard let says else { throw NoHeader(file: (path as NSString).lastPathComponent, key: key ?? "") }
        self.says = says
        root = NSTemporaryDirectory() + "\(cache)-\(UUID().uuidString)"
        playground = try Playground.forTests(cache: root)
        build = try playground.build(PlaySource(path: path, text: text), mode: .scheduled)
    }

    /// Bounds of its search: at most `seconds` of it.
    package func bounds(seconds: Double) -> ScheduleExplorer.Bounds {
        var bounds = ScheduleExplorer.Bounds()
        bounds.seconds = seconds
        return bounds
    }

    /// Deletes the playground's cache.
    package func remove() {
        try? FileManager.default.removeItem(atPath: root)
    }

    /// What follows `// KEY: ` on the first line of `text` that starts so; nil: no such line.
    package static func header(_ key: String, of text: String) -> String? {
        let start = "// \(key): "
        return text.split(separator: "\n").first { $0.hasPrefix(start) }.map { String($0.dropFirst(start.count)) }
    }
}

extension ScheduleExplorer.Exploration {
    /// Its outcomes a line each, `TEXT ×SCHEDULES`: what a failed expectation shows.
    package var table: String {
        (outcomes.map { "\($0.text) ×\($0.schedules)" } + divergences.map { "did not follow its token: \($0.words(Catalogue(.en)))" })
            .joined(separator: "\n")
    }
}
