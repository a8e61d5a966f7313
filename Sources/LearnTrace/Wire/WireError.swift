/// Why a line that begins as an event (`E` and a tab) is not one (see ``WireFormat``).
///
/// Nothing is repaired or wrapped: a number out of its field's range, a stray tab or a bad
/// escape makes the whole line unreadable, so a decoded event is always what was written.
package enum WireError: Error, Equatable, Sendable {
    /// An event has 12 tab-separated fields; this line has `count`.
    case fieldCount(Int)
    /// A number field is empty, or holds something other than canonical decimal digits.
    case notANumber(field: String)
    /// A number does not fit its field (it is never wrapped).
    case outOfRange(field: String)
    /// The main-thread flag is neither `0` nor `1`.
    case badFlag
    /// The kind is not one of ``EventKind``'s.
    case unknownKind(String)
    /// A text holds a backslash that starts no escape, or a raw carriage return.
    case badEscape(field: String)
    /// A text is not valid UTF-8.
    case invalidUTF8(field: String)
    /// The stream ended in the middle of a line.
    case unfinishedLine
}

extension WireError: CustomStringConvertible {
    package var description: String {
        switch self {
        case .fieldCount(let count): "an event has 12 fields, this line has \(count)"
        case .notANumber(let field): "`\(field)` is not a number"
        case .outOfRange(let field): "`\(field)` is out of range"
        case .badFlag: "`main` is neither 0 nor 1"
        case .unknownKind(let kind): "`\(kind)` is not an event kind"
        case .badEscape(let field): "`\(field)` has a bad escape"
        case .invalidUTF8(let field): "`\(field)` is not UTF-8"
        case .unfinishedLine: "the stream ended inside a line"
        }
    }
}
