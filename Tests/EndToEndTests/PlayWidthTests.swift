import Foundation
import LearnPlay
import LearnRunner
import LearnTestSupport
import Testing

/// Nothing the learner printed is hidden: every line a corpus program prints (run bare, without
/// learn) is in `learn play`'s output at 60, 80 and 100 columns, its words in order (a word may
/// wrap over lines), and no line of that output is wider than the terminal.
@Suite(.tags(.swiftc), .slow, .needsToolchain)
struct PlayWidthTests {
    /// The play corpus's programs that finish (not `broken`, `unclosed`: they do not compile;
    /// not `misbehave`: it crashes or hangs by design), and the ones written for widths.
    static let programs =
        ["gcd", "tasks", "deferred"].map { PlayTests.fixtures + "/\($0).swift" }
        + ["long-words", "threads", "korean"].map { LearnBinary.packageRoot + "/Tests/Fixtures/EndToEnd/play-widths/\($0).swift" }

    @Test(arguments: programs)
    func everyPrintedLineIsShownWithinTheWidth(_ program: String) throws {
        let printed = try Self.bareRun(program)
        #expect(!printed.isEmpty, "\(program) printed nothing when run bare")
        for columns in [60, 80, 100] {
            let run = try LearnBinary.built.run(
                ["play", program], environment: PlayTests.environment.merging(["COLUMNS": "\(columns)"]) { _, new in new })
            #expect(run.status == 0, "\(program) at \(columns): \(run.err)")
            let shown = run.out
            for line in printed where !Self.appears(line, in: shown) {
                Issue.record("at \(columns) columns, \(program)'s line is not shown whole: \(line)\n\(shown)")
            }
            for line in shown.split(separator: "\n", omittingEmptySubsequences: false) where Self.width(String(line)) > columns {
                Issue.record("at \(columns) columns, a line \(Self.width(String(line))) columns wide: \(line)")
            }
        }
    }

    /// The lines `program` prints compiled and run without learn.
    static func bareRun(_ program: String) throws -> [String] {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("play-widths-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let binary = dir + "/program"
        // A program that calls learn's `trace` (gcd.swift) gets a `trace` that does nothing.
        var sources = [dir + "/main.swift"]
        let text = try String(contentsOfFile: program, encoding: .utf8)
        try text.write(toFile: sources[0], atomically: true, encoding: .utf8)
        if text.contains("trace.") {
            sources.append(dir + "/trace.swift")
            try "struct NoTrace { func value(_: String, _: Int) {}; func mark(_: String) {} }\nlet trace = NoTrace()\n"
                .write(toFile: sources[1], atomically: true, encoding: .utf8)
        }
        let compile = Subprocess.run((TestEnvironment.toolchainDirectory ?? "") + "/swiftc", ["-Onone"] + sources + ["-o", binary])
        #expect(compile.status == 0, "swiftc \(program): \(compile.output)")
        let out = Subprocess.run(binary, []).output
        return out.split(separator: "\n").map(String.init).filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    }

    /// Whether `line`'s words appear in `output` in order; a word may be cut at a line's end and
    /// go on as the first word of the next line (a word wider than the room left for it).
    static func appears(_ line: String, in output: String) -> Bool {
        let rows = output.split(separator: "\n", omittingEmptySubsequences: false).map { $0.split(separator: " ").map(String.init) }
        var row = 0
        var column = 0
        for word in line.split(separator: " ").map(String.init) {
            guard let (r, c) = find(word, in: rows, from: row, column) else { return false }
            (row, column) = (r, c)
        }
        return true
    }

    /// Where `word` ends (row, next token) at or after (row, column), whole or wrapped.
    private static func find(_ word: String, in rows: [[String]], from row: Int, _ column: Int) -> (Int, Int)? {
        var r = row
        var c = column
        while r < rows.count {
            while c < rows[r].count {
                if let end = match(word[...], in: rows, r, c) { return end }
                c += 1
            }
            r += 1
            c = 0
        }
        return nil
    }

    private static func match(_ word: Substring, in rows: [[String]], _ r: Int, _ c: Int) -> (Int, Int)? {
        let token = rows[r][c]
        if token == word { return (r, c + 1) }
        guard !token.isEmpty, word.hasPrefix(token), c == rows[r].count - 1, r + 1 < rows.count, !rows[r + 1].isEmpty else { return nil }
        return match(word.dropFirst(token.count), in: rows, r + 1, 0)
    }

    /// Display columns of a line: ANSI colour codes take none, Hangul and CJK two.
    static func width(_ line: String) -> Int {
        var total = 0
        for scalar in TerminalText.withoutColour(line).unicodeScalars {
            let v = scalar.value
            if v < 0x20 || (0x300...0x36F).contains(v) { continue }
            let wide =
                (0x1100...0x115F).contains(v) || (0x2E80...0xA4CF).contains(v) || (0xAC00...0xD7A3).contains(v)
                || (0xF900...0xFAFF).contains(v) || (0xFF00...0xFF60).contains(v) || (0x1F300...0x1F64F).contains(v)
            total += wide ? 2 : 1
        }
        return total
    }
}
