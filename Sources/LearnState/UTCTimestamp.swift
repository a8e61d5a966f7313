import Foundation

/// The dates `progress.json` holds, read without a calendar.
///
/// learn writes its dates as ISO 8601 in UTC to the second (`2026-11-29T10:00:00Z`, the
/// encoder's `.iso8601`). Foundation's ISO 8601 parser builds a Gregorian calendar and its time
/// zone the first time it runs, which costs `learn list` about a quarter of a millisecond of its
/// start-up; that one form is read here by arithmetic instead. Any other form (a fraction of a
/// second, an offset, a file someone edited) is not an error here: it goes to Foundation's parser,
/// which decides as it always did.
enum UTCTimestamp {
    /// The date `text` names, or nil when Foundation's ISO 8601 parser does not read it either.
    static func date(_ text: String) -> Date? {
        secondsSince1970(text).map { Date(timeIntervalSince1970: Double($0)) } ?? (try? Date.ISO8601FormatStyle().parse(text))
    }

    /// Seconds since 1970 of `yyyy-MM-ddTHH:mm:ssZ`; nil for any other text.
    static func secondsSince1970(_ text: String) -> Int? {
        let b = Array(text.utf8)
        guard b.count == 20, b[4] == UInt8(ascii: "-"), b[7] == UInt8(ascii: "-"), b[10] == UInt8(ascii: "T"),
            b[13] == UInt8(ascii: ":"), b[16] == UInt8(ascii: ":"), b[19] == UInt8(ascii: "Z")
        else { return nil }
        func number(_ at: Int, _ digits: Int) -> Int? {
            var value = 0
            for byte in b[at..<at + digits] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0, 4), let month = number(5, 2), let day = number(8, 2),
            let hour = number(11, 2), let minute = number(14, 2), let second = number(17, 2),
            (1...12).contains(month), (1...daysIn(month, of: year)).contains(day),
            hour < 24, minute < 60, second < 60
        else { return nil }
        return daysSince1970(year: year, month: month, day: day) * 86_400 + hour * 3_600 + minute * 60 + second
    }

    /// Days from 1970-01-01 to a date of the proleptic Gregorian calendar (Howard Hinnant's
    /// `days_from_civil`: years counted from March, so a leap day ends its year).
    static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * ((month + 9) % 12) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    private static func daysIn(_ month: Int, of year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
