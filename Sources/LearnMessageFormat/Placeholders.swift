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
