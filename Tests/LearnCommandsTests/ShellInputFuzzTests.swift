import LearnDemos
import LearnPlay
import LearnTestSupport
import Testing

@testable import LearnCommands

/// Shell input fuzzed through the same path a typed line takes: split, parse, execute.
///
/// Random bytes (decoded as readline's bytes are), very long lines, invalid UTF-8, control
/// characters, and mutations of real commands. Every line must end in a status the shell
/// documents, and every failure must say something; nothing may crash. Lines that would start
/// a demo (`run`) are parsed but not executed, so the test stays fast; the runner has its own.
@Suite(.tags(.fuzz), .slow) struct ShellInputFuzzTests {
    static let valid = [
        "run barrier --variant unsafe", "run race --set window=10 --pace 0.1 --seed 3", "set readers=4",
        "unset readers", "show 'barrier'", "show \"race\"", "help run", "help", "trace lanes", "trace summary",
        "list --no-color", "progress", "history", "again", "next", "check --lessons /nonexistent",
        "run semaphore --step --json --trace-out /dev/null", "set", "quit",
    ]

    /// A thousand lines a seed; `LEARN_TESTS=all` plays three seeds.
    @Test("random, long, invalid and mutated lines never crash the shell", arguments: TestSet.sample([UInt64(1), 2, 3], every: 3))
    func linesNeverCrash(seed: UInt64) {
        var random = SplitMix64(seed: seed)  // the same sequence on every machine
        let capture = Capture()
        let shell = capture.shell()
        for index in 0..<1000 {
            let line = Self.line(index, &random)
            let words = try? ShellWords.split(typed: line)
            if let words, !words.isEmpty { _ = try? ShellGrammar.parseAsRoot(words) }
            guard words?.first != "run" else { continue }
            capture.err = ""
            let status = shell.execute(line)
            #expect([0, 1, 64].contains(status), "status \(status) for \(line.debugDescription.prefix(200))")
            if status != 0 {
                #expect(!capture.err.isEmpty, "a failure said nothing for \(line.debugDescription.prefix(200))")
            }
            capture.out = ""
        }
    }

    /// The `index`th fuzz line: a rotation of the kinds of bad input a terminal can send.
    static func line(_ index: Int, _ random: inout SplitMix64) -> String {
        switch index % 5 {
        case 0:  // random bytes, decoded as the shell decodes readline's bytes
            let bytes = (0..<random.below(80)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            return String(decoding: bytes.filter { $0 != 0 }, as: UTF8.self)
        case 1:  // a very long line: a real command with one huge word, or a huge first word
            let huge = String(repeating: "x", count: 1 + random.below(100_000))
            return random.below(2) == 0 ? valid[random.below(valid.count)] + " " + huge : huge
        case 2:  // invalid UTF-8 inside a real command
            let base = Array(valid[random.below(valid.count)].utf8)
            let bad: [[UInt8]] = [[0xC3], [0xE2, 0x82], [0xFF, 0xFE], [0xF0, 0x9F, 0x98], [0xED, 0xA0, 0x80]]
            let at = random.below(base.count + 1)
            return String(decoding: Array(base[..<at]) + bad[random.below(bad.count)] + base[at...], as: UTF8.self)
        case 3:  // control characters
            var scalars = Array(valid[random.below(valid.count)].unicodeScalars)
            for _ in 0..<(1 + random.below(4)) {
                let control = Unicode.Scalar(UInt8(1 + random.below(31)))
                scalars.insert(control, at: random.below(scalars.count + 1))
            }
            return String(String.UnicodeScalarView(scalars))
        default:  // a real command, mutated: a character dropped, doubled, or a quote added
            var chars = Array(valid[random.below(valid.count)])
            let at = random.below(chars.count)
            switch random.below(4) {
            case 0: chars.remove(at: at)
            case 1: chars.insert(chars[at], at: at)
            case 2: chars.insert(["'", "\"", "\\", "=", "-"][random.below(5)], at: at)
            default: chars.append(contentsOf: " --" + String(repeating: "x", count: random.below(50)))
            }
            return String(chars)
        }
    }
}

extension SplitMix64 {
    /// A number from 0 to `n` - 1 (0 when `n` is at most 1).
    fileprivate mutating func below(_ n: Int) -> Int { n <= 1 ? 0 : Int(next() % UInt64(n)) }
}
