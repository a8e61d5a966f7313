import Foundation
import Testing

@testable import LearnState

/// The dates learn writes are read by arithmetic to the same instant Foundation's ISO 8601
/// parser gives; any other form is still Foundation's to read or refuse.
@Suite struct UTCTimestampTests {
    @Test(arguments: [
        "1970-01-01T00:00:00Z", "2026-11-29T10:00:00Z", "2000-02-29T23:59:59Z", "1999-12-31T12:34:56Z",
        "2024-03-01T00:00:01Z", "1601-01-01T00:00:00Z", "2100-02-28T06:07:08Z", "9999-12-31T23:59:59Z",
    ])
    func learnsOwnFormReadsAsFoundationReadsIt(_ text: String) throws {
        #expect(UTCTimestamp.secondsSince1970(text) != nil)
        #expect(UTCTimestamp.date(text) == (try Date.ISO8601FormatStyle().parse(text)))
    }

    @Test func whatEveryDateWritesReadsBackToTheSecond() throws {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        for seconds in stride(from: -2_000_000_000, through: 4_000_000_000, by: 86_399 * 37) {
            let date = Date(timeIntervalSince1970: Double(seconds))
            let text = try #require(String(decoding: encoder.encode([date]), as: UTF8.self).split(separator: "\"").dropFirst().first)
            #expect(UTCTimestamp.secondsSince1970(String(text)) == seconds, "\(text)")
        }
    }

    @Test func otherFormsAreFoundationsToDecide() {
        #expect(UTCTimestamp.secondsSince1970("2026-11-29T10:00:00.5Z") == nil)
        #expect(UTCTimestamp.secondsSince1970("2026-02-30T10:00:00Z") == nil)
        #expect(UTCTimestamp.secondsSince1970("2026-11-29T24:00:00Z") == nil)
        #expect(UTCTimestamp.secondsSince1970("2026-11-29 10:00:00Z") == nil)
        #expect(UTCTimestamp.date("2026-11-29T11:00:00+01:00") == UTCTimestamp.date("2026-11-29T10:00:00Z"))
        #expect(UTCTimestamp.date("yesterday") == nil)
    }
}
