import Foundation
import LearnTestSupport
import LearnTrace
import Testing

/// Issue 39, wrapping: what learn prints fits 80 columns in English and Korean, broken at spaces
/// by learn (a line left to the terminal has its words cut: `signalSemaphor|eIfNeeded()`, `m|ain`).
/// Over the real outputs of the built binary, on words written fresh for this test.
struct WrappingTests {
    /// Every line of `text` fits `columns`, or is one word (a path) after its indent; and the
    /// words of `text` are the words of `sentence`, in order (none was cut in two).
    static func expectFits(_ text: String, columns: Int = 80, sourceLocation: SourceLocation = #_sourceLocation) {
        for line in text.split(separator: "\n") where TerminalLines.columns(String(line)) > columns {
            #expect(line.split(separator: " ").count == 1, "wider than \(columns) columns: \(line)", sourceLocation: sourceLocation)
        }
    }

    /// `text`'s words, wherever its lines broke.
    static func words(_ text: String) -> [Substring] { text.split(whereSeparator: { $0 == " " || $0 == "\n" }) }

    @Test(arguments: ["en", "ko"]) func anExercisesOpeningFits(_ language: String) throws {
        let home = TemporaryHome()
        let out = try LearnBinary.built.run(["exercise", "race", "--lang", language], home: home).out
        Self.expectFits(out)
        // the closing sentence names the command whole
        #expect(Self.words(out).contains("`learn"), "\(out)")
    }

    @Test(arguments: ["en", "ko"]) func aOneLineErrorWrapsAtWordsUnderItsStart(_ language: String) throws {
        let name = "definitely-not-a-lesson-about-signalSemaphoreIfNeeded-or-main-queues"
        let run = try LearnBinary.built.run(["run", name, "--lang", language])
        #expect(run.status == 64)
        let lines = run.err.split(separator: "\n")
        #expect(lines.first?.hasPrefix("learn: ") == true, "\(run.err)")
        #expect(lines.count > 1, "\(run.err)")
        Self.expectFits(run.err)
        // the later lines sit under the message's start
        for line in lines.dropFirst() { #expect(line.hasPrefix("       "), "\(run.err)") }
        // every word whole: the name (74 columns with its quotes) stands on a line of its own
        #expect(Self.words(run.err).contains { $0.contains(name) }, "\(run.err)")
    }

    @Test(.tags(.swiftc, .tsan), .slow, .needsToolchain) func playTSansSentencesWrapAtWords() throws {
        let home = TemporaryHome()
        let file = home.path + "/tally.swift"
        try """
        import Foundation

        final class TallyKeeperForTheWholeWarehouse: @unchecked Sendable {
            var itemsCountedAcrossEveryAisle = 0
            func recordOneMoreItemIfStillCounting() {
                itemsCountedAcrossEveryAisle += 1
            }
        }

        let keeper = TallyKeeperForTheWholeWarehouse()
        let group = DispatchGroup()
        for _ in 0..<4 {
            DispatchQueue.global().async(group: group) { for _ in 0..<100_000 { keeper.recordOneMoreItemIfStillCounting() } }
        }
        group.wait()
        print(keeper.itemsCountedAcrossEveryAisle)
        """.write(toFile: file, atomically: true, encoding: .utf8)
        let run = try LearnBinary.built.run(["play", file, "--tsan"], home: home, environment: PlayTests.environment)
        #expect(run.out.contains("ThreadSanitizer found"), "\(run.out)")
        Self.expectFits(run.out)
        #expect(Self.words(run.out).contains { $0.contains("`recordOneMoreItemIfStillCounting()`") }, "\(run.out)")
    }
}
