import Foundation
import LearnMessageFormat

/// The words of one language for every ``MessageKey``, with arguments put in their places.
///
/// A message is looked up in the language's file of the key's area (`Messages/LANG/AREA.txt`,
/// read when one of its messages is first needed), then in English (the source, complete by
/// test); the arguments replace `{1}`, `{2}`… in the order given. A `{` not followed by a number
/// and `}` is text, kept as written. A plural message takes the form its first argument, its count,
/// asks for in the language (``PluralForm``): `1 step`, `2 steps`, `0 steps`.
package struct Catalogue: Sendable {
    package let language: Language

    package init(_ language: Language) { self.language = language }

    /// The message `key` in this language, its arguments in place.
    package func callAsFunction(_ key: MessageKey, _ arguments: any CustomStringConvertible...) -> String {
        said(key, arguments.map(\.description))
    }

    /// The message `key` in this language with `arguments`, already text, in place.
    package func said(_ key: MessageKey, _ arguments: [String]) -> String {
        Self.format(template(key, count: arguments.first), arguments)
    }

    /// The words of `key` as written (English when this language has none): for a plural
    /// message, the form a count written `count` takes (`other` when no count is given).
    package func template(_ key: MessageKey, count: String? = nil) -> String {
        Self.text(key, count: count, in: Self.messages(language, area: key.area), of: language) ?? key.rawValue
    }

    /// The text of `key` in `table`, `language`'s messages of the key's area, or else in English
    /// (read only then), in the form `count` takes in the language that has it; nil when neither has it.
    package static func text(_ key: MessageKey, count: String?, in table: MessageTable?, of language: Language) -> String? {
        let form = { (language: Language) in count.map { PluralForm.form(of: language.rawValue, count: $0) } ?? .other }
        return table?.text(key.rawValue, form(language)) ?? messages(.source, area: key.area)?.text(key.rawValue, form(.source))
    }

    /// The messages of `language` in the area (message file) numbered `area`, read the first time
    /// one of them is asked for; nil when the language has no file of that area.
    package static func messages(_ language: Language, area: Int) -> MessageTable? {
        EmbeddedMessages.table(language.rawValue, area: area)
    }

    /// The text of `key` in `language` alone, in `form` (its only text when it has one form).
    package static func text(_ key: MessageKey, _ form: PluralForm = .other, in language: Language) -> String? {
        messages(language, area: key.area)?.text(key.rawValue, form)
    }

    /// Every message `language` has, each in its `other` form (its only form, when not plural).
    package static func entries(_ language: Language) -> [MessageKey: String] {
        MessageKey.allCases.reduce(into: [:]) { all, key in all[key] = text(key, in: language) }
    }

    /// `template` with `{n}` replaced by the n-th argument (1-based); a number past the
    /// arguments stays as written. A Korean particle written with both forms right after a
    /// place (`{1}이(가)`) becomes the one its argument takes, when the argument's ending says
    /// which (``KoreanParticle``).
    package static func format(_ template: String, _ arguments: [String]) -> String {
        guard !arguments.isEmpty else { return template }  // no place to fill: as written
        var out = ""
        var rest = template[...]
        while let open = rest.firstIndex(of: "{") {
            out += rest[..<open]
            let after = rest[rest.index(after: open)...]
            let digits = after.prefix { $0.isASCII && $0.isNumber }
            if !digits.isEmpty, after.dropFirst(digits.count).first == "}", let n = Int(digits), (1...arguments.count).contains(n) {
                out += arguments[n - 1]
                rest = after.dropFirst(digits.count + 1)
                if let chosen = KoreanParticle.resolve(after: arguments[n - 1], in: rest) {
                    out += chosen.closers + chosen.particle
                    rest = chosen.rest
                }
            } else {
                out += "{"
                rest = after
            }
        }
        return out + rest
    }

    /// The argument numbers `template` uses (`{1}`, `{2}`): a translation must use the same.
    package static func placeholders(_ template: String) -> Set<Int> { Placeholders.of(template) }
}
