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

/// The places of a message's arguments: `{1}`, `{2}`… (a `{` not followed by digits and `}` is
/// text). A translation must use the same places as its English message.
package enum Placeholders {
    /// The argument numbers `template` uses.
    package static func of(_ template: String) -> Set<Int> {
        var found: Set<Int> = []
        var rest = template[...]
        while let open = rest.firstIndex(of: "{") {
            let after = rest[rest.index(after: open)...]
            let digits = after.prefix { $0.isASCII && $0.isNumber }
            if !digits.isEmpty, after.dropFirst(digits.count).first == "}", let n = Int(digits) { found.insert(n) }
            rest = after
        }
        return found
    }
}
