import Foundation
import LearnLanguage
import LearnTestSupport
import Testing

@testable import LearnPlay

/// Each program starts with `// expect: VERB LINE NAME; …` (the pairs every report must name),
/// and may add `// may:` (pairs a report may also name) or `// or:` (the pairs named when the
/// two accesses come in the other order), and, at its end, `// ko: WORDS; …` (words its Korean
/// sentences must hold, whichever access comes first).
///
/// Real programs with real races (`Fixtures/TSanCorpus`), built with ThreadSanitizer as
/// `learn play --tsan` builds them: each sentence must name exactly the accesses the
/// program's `// expect:` line lists, as (write or read, line, variable).
///
/// Every program makes its race certain rather than likely: its two threads meet at a
/// rendezvous (each signals one semaphore and waits on the other), then both touch the
/// variable with nothing ordering the two accesses, so ThreadSanitizer reports it whatever
/// the scheduler does.
@Suite(.tags(.tsan, .swiftc), .slow) struct TSanCorpusTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/TSanCorpus").path

    static var programs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
    }

    /// `// expect: write 14 flag.on; read 28 flag.on` → "write 14 flag.on", "read 28 flag.on"
    /// (`?` for a line Swift's debug information does not have). `// may:` lists accesses a
    /// run may name besides: where the interleaving decides which pair TSan catches first.
    static func pairs(_ text: String, _ key: String) -> Set<String> {
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("// \(key): ") }) else { return [] }
        let pairs = line.dropFirst("// \(key): ".count).split(separator: ";")
        return Set(pairs.map { $0.split(separator: " ").joined(separator: " ") })
    }

    @Test func thereAreEnoughPrograms() {
        #expect(Self.programs.count >= 25, "\(Self.programs)")
    }

    @Test(arguments: programs) func eachSentenceNamesTheLineTheVerbAndTheVariable(_ name: String) throws {
        let path = Self.folder + "/" + name
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let expected = Self.pairs(text, "expect")
        // `// or:` names the pairs of the other order, for a race whose two accesses may come
        // in either order (each order makes TSan name a different previous access)
        let otherOrder = Self.pairs(text, "or")
        let allowed = expected.union(Self.pairs(text, "may")).union(otherOrder)
        #expect(!expected.isEmpty, "\(name) has no `// expect:` line")
        let root = NSTemporaryDirectory() + "tsan-corpus-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let playground = try Playground.forTests(cache: root)
        let build = try playground.build(PlaySource(path: path, text: text), mode: .threadSanitizer)
        let verdict = try playground.judge(build, runs: 3)
        let named = Set(verdict.findings.flatMap(\.accesses).map { "\($0.kind) \($0.line.map(String.init) ?? "?") \($0.subject)" })
        let sentences = verdict.findings.map(\.sentence).joined(separator: "\n")
        #expect(
            (named.isSuperset(of: expected) || !otherOrder.isEmpty && named.isSuperset(of: otherOrder)) && named.isSubset(of: allowed),
            "\(name):\n\(sentences)\n\n\(verdict.raw(compiledPath: build.compiledSource, learnerPath: name))")
        #expect(!sentences.contains("a value"))
        // In Korean each finding tells the same accesses: the same threads, verbs and lines, in
        // the same order, and the same names; `// ko:` lists words a program's Korean must hold.
        let korean = verdict.findings.map { $0.sentence(Catalogue(.ko)) }
        for (finding, words) in zip(verdict.findings, korean) {
            #expect(
                TSanSentenceFacts.korean(words) == TSanSentenceFacts.english(finding.sentence), "\(name):\n\(finding.sentence)\n\(words)")
        }
        for words in Self.pairs(text, "ko") {
            #expect(
                korean.contains { $0.contains(words) }, "\(name): no Korean sentence holds “\(words)”:\n\(korean.joined(separator: "\n"))")
        }
    }
}
