import Foundation
import LearnDemos
import LearnJudge
import LearnLessons
import LearnTestSupport
import Testing

@Suite("Parser and checker never crash", .tags(.fuzz), .slow)
struct FuzzTests {
    /// Every diagnostic names the file and a position from 1:1 on.
    func expectWellFormed(_ diagnostics: [Diagnostic], lines: Int) {
        for d in diagnostics {
            #expect(d.file == "fuzz.md" && d.line >= 1 && d.column >= 1 && d.line <= max(1, lines + 1), "\(d)")
            #expect(d.description.hasPrefix("fuzz.md:\(d.line):\(d.column): error: "))
        }
    }

    @Test("random bytes (fixed seed, 3000 inputs)")
    func randomBytes() {
        var rng = SplitMix64(seed: 42)
        let alphabet =
            Array("---\n@run @check @if @else @end @predict @part @pause {}`\"=:<>! \r\n\t\0abc-*".utf8) + [0xFF, 0xC3, 0xEF, 0xBB, 0xBF]
        for _ in 0..<3000 {
            let count = Int(rng.next() % 400)
            let bytes = (0..<count).map { _ in
                rng.next() % 3 == 0 ? UInt8(truncatingIfNeeded: rng.next()) : alphabet[Int(rng.next() % UInt64(alphabet.count))]
            }
            let (_, diagnostics) = LessonChecker.check(bytes: bytes, file: "fuzz.md")
            expectWellFormed(diagnostics, lines: bytes.filter { $0 == 0x0A }.count + 1)
        }
    }

    @Test("mutated valid lessons (fixed seed, 3000 mutations)")
    func mutations() throws {
        let seeds = try fixtureFiles("parse").map(\.bytes) + fixtureFiles("broken").map(\.bytes)
        var rng = SplitMix64(seed: 7)
        for i in 0..<3000 {
            var bytes = seeds[i % seeds.count]
            for _ in 0..<(1 + Int(rng.next() % 8)) { mutate(&bytes, &rng) }
            let (lesson, diagnostics) = LessonChecker.check(bytes: bytes, file: "fuzz.md", catalog: testCatalog)
            expectWellFormed(diagnostics, lines: bytes.filter { $0 == 0x0A }.count + 1)
            _ = lesson.outline
        }
    }

    @Test("huge lines and deep nesting")
    func extremes() {
        let huge = Array(
            (header() + "@part unsafe\n@run " + String(repeating: "x=1 ", count: 20_000) + "\n" + String(repeating: "{", count: 50_000)
                + "\n").utf8)
        let (_, d1) = LessonChecker.check(bytes: huge, file: "fuzz.md", catalog: testCatalog)
        #expect(!d1.isEmpty)
        let nested = Array(
            (header() + "@part unsafe\n@run\n" + String(repeating: "@if not not not x\n", count: 2000) + "@check x: "
                + String(repeating: "not ", count: 2000) + "outcome finished\n").utf8)
        let (_, d2) = LessonChecker.check(bytes: nested, file: "fuzz.md", catalog: testCatalog)
        #expect(d2.contains { $0.message.contains("has no `@end`") })
    }

    @Test("a condition nested past the limit is one diagnostic at its column, never a deep recursion")
    func nestingLimit() {
        for depth in [65, 40_000, 70_000] {
            let text = header() + "@part unsafe\n@run\n@check x: " + String(repeating: "not ", count: depth) + "outcome finished\n"
            let (_, diagnostics) = LessonChecker.check(bytes: Array(text.utf8), file: "fuzz.md", catalog: testCatalog)
            let deep = diagnostics.filter { $0.message.contains("nests deeper than 64 levels") }
            #expect(deep.count == 1)
            #expect(deep.first?.column == 11 + 4 * 64)
        }
        let fine = header() + "@part unsafe\n@run\n@check x: " + String(repeating: "not ", count: 63) + "outcome finished\n"
        #expect(LessonChecker.check(bytes: Array(fine.utf8), file: "fuzz.md", catalog: testCatalog).diagnostics.isEmpty)
    }

    @Test("control characters are reported where they are, and kept only in visible form")
    func controlCharacters() {
        let text = header() + "@part unsafe\nTitle \u{1B}]0;pwned\u{07} and \u{9B}2J\n"
        let (lesson, diagnostics) = LessonChecker.check(bytes: Array(text.utf8), file: "fuzz.md", catalog: testCatalog)
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        #expect(diagnostics.map { "\($0.line):\($0.column)" } == ["\(line):7"])
        #expect(diagnostics.first?.message.contains("control character (^[)") == true)
        let shown = lesson.steps.compactMap { step -> String? in if case .text(let t) = step.kind { return t } else { return nil } }
        #expect(shown.last == "Title ^[]0;pwned^G and <U+009B>2J")
    }

    private func mutate(_ bytes: inout [UInt8], _ rng: inout SplitMix64) {
        let pieces: [[UInt8]] =
            [
                "@", "\n", "{", "}", "`", "```", "---\n", "=", ":", "\"", "\r\n", "\0", "@if x\n", "@end\n", "@else\n", "- a => b\n",
                "in any run",
            ].map { Array($0.utf8) } + [[0xFF], [0xE2, 0x9C]]
        let at = bytes.isEmpty ? 0 : Int(rng.next() % UInt64(bytes.count))
        switch rng.next() % 4 {
        case 0: bytes.insert(contentsOf: pieces[Int(rng.next() % UInt64(pieces.count))], at: at)
        case 1: if !bytes.isEmpty { bytes.remove(at: at) }
        case 2: if !bytes.isEmpty { bytes[at] = UInt8(truncatingIfNeeded: rng.next()) }
        default:
            let end = min(bytes.count, at + Int(rng.next() % 40))
            let chunk = Array(bytes[at..<end])
            bytes.insert(contentsOf: chunk, at: Int(rng.next() % UInt64(bytes.count + 1)))
        }
    }
}
