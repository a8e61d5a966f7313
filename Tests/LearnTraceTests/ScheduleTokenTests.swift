import Testing

@testable import LearnTrace

/// Tokens as text: the three forms, their bounds, and what a hostile token gets (nil, fast, with
/// nothing allocated from its counts).
@Suite struct ScheduleTokenTests {
    @Test func aShortTokenNamesOnlyTheChoicesTheRuleWouldNotMake() {
        // the rule let thread 1 go on five times, then the search preempted it for thread 2, and
        // the clock moved once while a thread could have gone on
        let choices = [1, 1, 1, 1, 1, 2, 2, 2, 0, 1, 1]
        let defaults = [1, 1, 1, 1, 1, 1, 2, 2, 2, 1, 1]
        let token = ScheduleToken(choices: choices, defaults: defaults)
        #expect(token.form == .deviations([.init(position: 5, rank: 2), .init(position: 8, rank: 0)]))
        #expect(token.description == "sFCCA")
        #expect(ScheduleToken(parsing: "sFCCA") == token)
        #expect(ScheduleToken(choices: choices, defaults: choices).description == "s")
        #expect(ScheduleToken(parsing: "s") == ScheduleToken(form: .deviations([])))
    }

    @Test func numbersPast25AndRanksPast35AreWritten() {
        let far = ScheduleToken(form: .deviations([.init(position: 26, rank: 40), .init(position: 999_999, rank: 100_000)]))
        #expect(far.description.hasPrefix("sbAbO"))
        #expect(ScheduleToken(parsing: far.description) == far)
        #expect(far.description.count < 20)
        // the long form's symbols end at 35: every choice past them is written as `c` pairs (rank, run length)
        let wide = ScheduleToken(choices: [40, 40, 1, 36])
        #expect(wide.description == "cbOCBBbKB")
        #expect(ScheduleToken(parsing: wide.description) == wide)
        #expect(ScheduleToken(parsing: "cBA") == nil)  // a run of none
    }

    @Test func aSeedIsARandomSchedulesToken() {
        #expect(ScheduleToken(form: .seed(42)).description == "r42")
        #expect(ScheduleToken(parsing: "r18446744073709551615") == ScheduleToken(form: .seed(.max)))
        #expect(ScheduleToken(parsing: "r18446744073709551616") == nil)
        #expect(ScheduleToken(parsing: "r") == nil)
        #expect(ScheduleToken(parsing: "r-1") == nil)
    }

    @Test func theLongFormStillParsesAndPrintsAsBefore() {
        let choices = [1, 1, 2, 1, 3, 3, 3] + Array(repeating: 2, count: 30)
        #expect(ScheduleToken(choices: choices).description == "1b213c2ad")
        #expect(ScheduleToken(parsing: "1b213c2ad")?.choices == choices)
        #expect(ScheduleToken(parsing: "1c01d01d")?.choices == [1, 1, 1, 0, 1, 1, 1, 1, 0, 1, 1, 1, 1])
        #expect(ScheduleToken(parsing: "0")?.choices == [0])
    }

    /// Each is refused (nil), quickly: none may allocate from its counts or overflow.
    static let hostile: [String] = [
        "", "1zzzzzzz", "1zzzzzzzz", "1zzzzzz", "1zzzzzzzzzzzzzzzzzzzz", String(repeating: "1", count: 10_000),
        String(repeating: "1zzz", count: 1_000), "1é", "1\u{1B}[2J", "１", "-1", "1 2", "szzzzzzzzzzzzzzB", "sBzzzzzzzzzzzz",
        "sB", "sb", "sB!", "cbzzzzzB", "cBzzzzB", "r99999999999999999999999", "r1x", "s" + String(repeating: "B", count: 5_000),
    ]

    @Test(arguments: hostile) func aHostileTokenIsRefused(_ text: String) {
        #expect(ScheduleToken(parsing: text) == nil, "\(ScheduleToken.quoted(text))")
    }

    @Test func theBoundsAreWhereTheySay() {
        // a million choices is the most; one more is refused
        #expect(ScheduleToken(parsing: "1" + ScheduleToken.longLength(1_000_000))?.choices.count == 1_000_000)
        #expect(ScheduleToken(parsing: "1" + ScheduleToken.longLength(1_000_001)) == nil)
        #expect(ScheduleToken(parsing: "1" + ScheduleToken.longLength(600_000) + "2" + ScheduleToken.longLength(600_000)) == nil)
        #expect(ScheduleToken(parsing: String(repeating: "12", count: 2_048)) != nil)
        #expect(ScheduleToken(parsing: String(repeating: "12", count: 2_048) + "1") == nil)
    }

    @Test func aQuotedTokenIsShortAndPrintable() {
        #expect(ScheduleToken.quoted("sFCB") == "sFCB")
        #expect(ScheduleToken.quoted(String(repeating: "1", count: 10_000)) == String(repeating: "1", count: 24) + "…")
        #expect(ScheduleToken.quoted("1\u{1B}]52;c;x\u{07}") == "1?]52;c;x?")
    }
}
