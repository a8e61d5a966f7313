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
    package let playground: Playground
    package let build: PlayBuild
    private let root: String

    /// Reads the file at `path` and builds it for scheduled runs, in a cache named `cache-UUID`.
    package init(path: String, cache: String) throws {
        text = try String(contentsOfFile: path, encoding: .utf8)
        root = NSTemporaryDirectory() + "\(cache)-\(UUID().uuidString)"
        playground = try Playground.forTests(cache: root)
        build = try playground.build(PlaySource(path: path, text: text), mode: .scheduled)
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
