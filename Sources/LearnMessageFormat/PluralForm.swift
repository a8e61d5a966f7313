/// A plural message's forms, named as Unicode's plural rules name them: English says `one` for
/// a count of 1 and `other` for every other count (0, 2, 1,000); Korean has `other` only.
///
/// A plural message's count is its first argument, `{1}`: ``form(of:count:)`` picks the form
/// from that argument's text, so `1` is `one` in English and `1.0` or `01` is not (as CLDR
/// says). A language not listed here has the `other` form only.
package enum PluralForm: String, Sendable, CaseIterable, Hashable {
    case one
    case other

    /// The forms a language (`en`, `ko`) has: a message file may write these and no other.
    package static func forms(of language: String) -> [PluralForm] {
        language == "en" ? [.one, .other] : [.other]
    }

    /// The form a count written as `count` takes in `language`.
    package static func form(of language: String, count: String) -> PluralForm {
        language == "en" && count == "1" ? .one : .other
    }
}
