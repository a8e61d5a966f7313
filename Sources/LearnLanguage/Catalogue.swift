import Foundation

/// The words of one language for every ``MessageKey``, with arguments put in their places.
///
/// A message is looked up in the language's catalogue, then in English (the source, complete by
/// test); the arguments replace `{1}`, `{2}`… in the order given. A `{` not followed by a
/// number and `}` is text, kept as written.
package struct Catalogue: Sendable {
    package let language: Language

    package init(_ language: Language) { self.language = language }

    /// The message `key` in this language, its arguments in place.
    package func callAsFunction(_ key: MessageKey, _ arguments: any CustomStringConvertible...) -> String {
        Self.format(template(key), arguments.map(\.description))
    }

    /// The words of `key` as written in the catalogue (English when this language has none).
    package func template(_ key: MessageKey) -> String {
        Self.entries(language)[key] ?? Self.english[key] ?? key.rawValue
    }

    /// The catalogue of `language`.
    package static func entries(_ language: Language) -> [MessageKey: String] {
        switch language {
        case .en: english
        case .ko: korean
        }
    }

    /// `template` with `{n}` replaced by the n-th argument (1-based); a number past the
    /// arguments stays as written. A Korean particle written with both forms right after a
    /// place (`{1}이(가)`) becomes the one its argument takes, when the argument's ending says
    /// which (``KoreanParticle``).
    package static func format(_ template: String, _ arguments: [String]) -> String {
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

    /// The arguments that, put in `template`'s places, give `text` (``format(_:_:)`` undone), in
    /// the order of their numbers; nil when `text` is not of the template's shape. How learn
    /// reads again words a child process said in English (a token's mismatch, an exit status).
    package static func arguments(of text: String, in template: String) -> [String]? {
        var pattern = "^"
        var order: [Int] = []
        var rest = template[...]
        while let open = rest.range(of: "{") {
            let after = rest[open.upperBound...]
            let digits = after.prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty, after.dropFirst(digits.count).first == "}", let n = Int(digits) else {
                pattern += NSRegularExpression.escapedPattern(for: String(rest[..<open.upperBound]))
                rest = after
                continue
            }
            pattern += KoreanParticle.pattern(forTextAfterPlace: rest[..<open.lowerBound], first: order.isEmpty) + "(.*?)"
            order.append(n)
            rest = after.dropFirst(digits.count + 1)
        }
        pattern += KoreanParticle.pattern(forTextAfterPlace: rest, first: order.isEmpty) + "$"
        guard let regex = try? NSRegularExpression(pattern: pattern, options: [.dotMatchesLineSeparators]),
            let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text))
        else { return nil }
        var found = [String](repeating: "", count: order.max() ?? 0)
        for (i, n) in order.enumerated() {
            guard let range = Range(match.range(at: i + 1), in: text) else { return nil }
            found[n - 1] = String(text[range])
        }
        return found
    }

    /// The argument numbers `template` uses (`{1}`, `{2}`): a translation must use the same.
    package static func placeholders(_ template: String) -> Set<Int> {
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
