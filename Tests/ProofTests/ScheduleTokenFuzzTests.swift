import LearnDemos
import LearnLanguage
import LearnPlay
import LearnTestSupport
import LearnTrace
import Testing

/// Property tests, with fixed seeds, of the token parser that ships (``ScheduleToken`` from text,
/// ``ProgramToken/parse(_:for:)``), fuzzed as ``WireFormatFuzzTests`` fuzzes the wire codec: a
/// token is input, typed or pasted. Whatever text reaches the parser, nothing crashes, nothing it
/// accepts names more than the parser's bounds (so nothing larger is ever allocated from it), and
/// every accepted token prints a token that parses back to the same schedule.
@Suite(.tags(.fuzz), .slow) struct ScheduleTokenFuzzTests {
    static let count = 20_000

    /// Pieces of text chosen to break the three forms: their marks, the symbols and digits of
    /// each, the largest digits (`z`, `Z`), separators, non-ASCII and control characters.
    static let pieces: [String] = [
        "s", "r", "c", "0", "1", "9", "A", "B", "Z", "a", "b", "z", "zz", "zzzzzz", "Zz", "@", ":", "-", "+", " ", "\t", "\n",
        "\u{0}", "\u{1B}[2J", "\u{7F}", "é", "큐", "Ａ", "１", "🇰🇷", "18446744073709551615", "18446744073709551616", "?", "",
    ]

    static func text(_ rng: inout SplitMix64) -> String {
        (0..<Int.random(in: 0...12, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }.joined()
    }

    /// A token within the parser's bounds, of any of its forms (the generator's side).
    static func token(_ rng: inout SplitMix64) -> ScheduleToken {
        func rank() -> Int {
            Bool.random(using: &rng) ? Int.random(in: 0...3, using: &rng) : Int.random(in: 0...ScheduleToken.maxRank, using: &rng)
        }
        switch rng.next() % 3 {
        case 0:
            var position = -1
            let deviations = (0..<Int.random(in: 0...20, using: &rng)).compactMap { _ -> ScheduleToken.Deviation? in
                position += Int.random(in: 1...(Bool.random(using: &rng) ? 3 : 50_000), using: &rng)
                return position < ScheduleToken.maxChoices ? ScheduleToken.Deviation(position: position, rank: rank()) : nil
            }
            return ScheduleToken(form: .deviations(deviations))
        case 1:
            return ScheduleToken(form: .seed(rng.next()))
        default:
            var choices: [Int] = []
            for _ in 0..<Int.random(in: 0...12, using: &rng) {
                choices += repeatElement(rank(), count: Int.random(in: 1...(Bool.random(using: &rng) ? 3 : 300), using: &rng))
            }
            return ScheduleToken(choices: choices)
        }
    }

    /// What an accepted token may name: within every bound the parser promises.
    static func withinBounds(_ token: ScheduleToken) -> Bool {
        switch token.form {
        case .choices(let choices):
            return choices.count <= ScheduleToken.maxChoices && choices.allSatisfy { $0 >= 0 && $0 <= ScheduleToken.maxRank }
        case .deviations(let deviations):
            let positions = deviations.map(\.position)
            return deviations.count <= ScheduleToken.maxLength && zip(positions, positions.dropFirst()).allSatisfy { $0 < $1 }
                && positions.allSatisfy { $0 >= 0 && $0 < ScheduleToken.maxChoices }
                && deviations.allSatisfy { $0.rank >= 0 && $0.rank <= ScheduleToken.maxRank }
        case .seed:
            return true
        }
    }

    /// Parses `text`; an accepted token must be within bounds and print a token that reads back the same.
    @discardableResult
    static func check(_ text: String) -> Bool {
        guard let token = ScheduleToken(parsing: text) else { return false }
        #expect(withinBounds(token), "\(ScheduleToken.quoted(text)) names more than the bounds allow")
        let printed = token.description
        #expect(printed.utf8.count <= text.utf8.count + 2, "\(ScheduleToken.quoted(text)) prints longer than it was typed")
        #expect(ScheduleToken(parsing: printed) == token, "\(ScheduleToken.quoted(text)) prints \(ScheduleToken.quoted(printed))")
        return true
    }

    @Test func randomTextNeverCrashesAndEveryAcceptedTokenRoundTrips() {
        var rng = SplitMix64(seed: 13)
        var accepted = 0
        for _ in 0..<Self.count where Self.check(Self.text(&rng)) { accepted += 1 }
        #expect(accepted > Self.count / 50, "the accepting paths are exercised: \(accepted) accepted")
    }

    /// Every token the generator can make prints as a token that parses back to it, whenever its
    /// text is within the length learn reads (a token is never refused for what it holds).
    @Test func everyTokenWithinTheBoundsPrintsAndReadsBack() {
        var rng = SplitMix64(seed: 17)
        var read = 0
        for _ in 0..<Self.count {
            let token = Self.token(&rng)
            let printed = token.description
            guard printed.utf8.count <= ScheduleToken.maxLength else { continue }
            read += 1
            #expect(ScheduleToken(parsing: printed) == token, "\(ScheduleToken.quoted(printed)) does not read back")
            if ScheduleToken(parsing: printed) != token { return }
        }
        #expect(read > Self.count / 2)
    }

    /// Printed tokens with a few bytes deleted, doubled, replaced or inserted: each is refused, or
    /// is a token within bounds that round-trips.
    @Test func mutatedTokensAreRefusedOrRoundTrip() {
        var rng = SplitMix64(seed: 19)
        var accepted = 0, refused = 0
        for _ in 0..<Self.count {
            var bytes = Array(Self.token(&rng).description.utf8.prefix(ScheduleToken.maxLength))
            for _ in 0..<Int.random(in: 1...4, using: &rng) { WireFormatFuzzTests.mutate(&bytes, &rng) }
            if Self.check(String(decoding: bytes, as: UTF8.self)) { accepted += 1 } else { refused += 1 }
        }
        #expect(accepted > 0 && refused > 0, "both paths are exercised: \(accepted) accepted, \(refused) refused")
    }

    /// The issue's attacks (`1zzzzzzz`: a run of 8 billion; one more `z`; the `c` form's and the
    /// short form's largest numbers; a seed past `UInt64`; a text past the length) and their
    /// neighbours: refused, or within bounds.
    @Test func theLargestNumbersEachFormCanSpellAreBounded() {
        var texts: [String] = []
        for n in 1...12 {
            let zs = String(repeating: "z", count: n)
            texts += ["1" + zs, "Z" + zs, "0" + zs + "1" + zs, "c" + zs + "Z" + "B", "cB" + zs + "Z", "s" + zs + "Z" + zs + "Z"]
        }
        texts += [
            "r18446744073709551615", "r18446744073709551616", String(repeating: "1a", count: 2048),
            String(repeating: "1", count: ScheduleToken.maxLength + 1), "s" + String(repeating: "AB", count: 2047),
        ]
        for text in texts { Self.check(text) }
    }

    /// A replay token of a file, `SCHEDULE@DIGEST`, random and mutated: an accepted one is this
    /// file's and prints back to itself; a refused one gets a sentence that quotes it visibly.
    @Test func programTokensAreRefusedWithASentenceOrRoundTrip() {
        let source = PlaySource(path: "/play/race.swift", text: "print(1)\n")
        let digest = ProgramToken.digest(of: source.text)
        var rng = SplitMix64(seed: 23)
        var accepted = 0, refused = 0
        for _ in 0..<Self.count {
            var bytes = Array("\(Self.token(&rng))@\(digest)".utf8.prefix(ScheduleToken.maxLength + 20))
            if Bool.random(using: &rng) {
                for _ in 0..<Int.random(in: 1...3, using: &rng) { WireFormatFuzzTests.mutate(&bytes, &rng) }
            } else if rng.next() % 4 == 0 {
                bytes = Array(Self.text(&rng).utf8)
            }
            switch ProgramToken.parse(String(decoding: bytes, as: UTF8.self), for: source) {
            case .success(let token):
                accepted += 1
                #expect(token.digest == digest && Self.withinBounds(token.schedule))
                #expect((try? ProgramToken.parse(token.description, for: source).get()) == token)
            case .failure(let problem):
                refused += 1
                let sentence = problem.message(Catalogue(.en))
                #expect(!sentence.unicodeScalars.contains { $0.value < 32 || $0.value == 127 }, "\(sentence)")
            }
        }
        #expect(accepted > 0 && refused > 0, "both paths are exercised: \(accepted) accepted, \(refused) refused")
    }
}
