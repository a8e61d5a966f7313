import Foundation
import LearnPlay

/// The test corpora's programs a benchmark explores (`Tests/LearnPlayTests/Fixtures/CORPUS`), and
/// the playground it builds them in: its own cache, which ``remove()`` deletes, and a hang told
/// after 60 ms, as the corpus's tests tell it.
struct CorpusPrograms {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "../../Tests/LearnPlayTests/Fixtures"
    ).standardizedFileURL.path

    let playground: Playground
    private let root: String

    /// A playground in a cache named `cache-PID`.
    init(toolchain: Toolchain, cache: String) {
        setenv("LEARN_PLAY_HANG_MS", "60", 1)  // the corpus's deadlocks are told sooner, as its tests tell them
        root = NSTemporaryDirectory() + "\(cache)-\(getpid())"
        var playground = Playground(toolchain: toolchain, cache: PlayCache(root: root))
        playground.language = .en
        self.playground = playground
    }

    /// Deletes the playground's cache.
    func remove() {
        try? FileManager.default.removeItem(atPath: root)
    }

    /// The Swift files of `corpus` (a folder of the fixtures), sorted by name: each one's name.
    static func names(_ corpus: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: fixtures + "/" + corpus)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
    }

    /// `corpus`'s file `name` built for scheduled runs; nil when it cannot be read or does not build.
    func build(_ corpus: String, _ name: String) -> PlayBuild? {
        let path = Self.fixtures + "/" + corpus + "/" + name
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        return try? playground.build(PlaySource(path: path, text: text), mode: .scheduled)
    }
}
