/// What follows a named directive (`@check`, `@observe`, `@goal` in a lesson; `@check` in an
/// exercise): `NAME: CONDITION`, read the one way both formats share. The condition's words are
/// the judge's to parse (`ConditionParser`); this reads where they start and the name before them.
package struct NamedCondition: Sendable, Equatable {
    package let name: String
    /// The condition's text, without the spaces around it.
    package let condition: String
    /// 1-based column (in Unicode scalars) of the line where ``condition`` starts.
    package let conditionColumn: Int

    /// Why a line gives no name and condition, with the column to point at.
    package enum Problem: Error, Sendable, Equatable {
        /// No `:` after the name.
        case noColon(column: Int)
        /// The name has a character a name cannot have.
        case badName(String, column: Int)
        /// Nothing after the `:`.
        case noCondition(column: Int)

        package var column: Int {
            switch self {
            case .noColon(let column), .badName(_, let column), .noCondition(let column): column
            }
        }

        /// What to write instead, for `@directive`.
        package func message(directive: String) -> String {
            switch self {
            case .noColon:
                "`@\(directive)` is written `@\(directive) NAME: CONDITION`, as in `@\(directive) write-alone: no-overlap write *`"
            case .badName(let name, _):
                "`\(name)` is not a usable name: use letters, digits, `-`, `_` and `.`, as in `lost-some`"
            case .noCondition:
                "a condition is missing: write one such as `before A B` or `value lost > 0`"
            }
        }
    }

    /// Reads `rest`, the line after the directive's word and its space, which starts at `column`.
    package static func read(_ rest: some StringProtocol, column: Int) -> Result<NamedCondition, Problem> {
        let rest = Substring(rest)
        guard let colon = rest.firstIndex(of: ":") else { return .failure(.noColon(column: column)) }
        let name = FrontMatter.trim(rest[..<colon])
        guard isName(name) else { return .failure(.badName(name, column: column)) }
        let after = rest[rest.index(after: colon)...]
        let conditionColumn =
            column + rest.unicodeScalars.distance(from: rest.startIndex, to: colon) + 1
            + after.prefix { $0 == " " || $0 == "\t" }.unicodeScalars.count
        let condition = FrontMatter.trim(after)
        guard !condition.isEmpty else { return .failure(.noCondition(column: conditionColumn)) }
        return .success(NamedCondition(name: name, condition: condition, conditionColumn: conditionColumn))
    }

    /// A name of a check, an observation or a prediction: letters, digits, `-`, `_` and `.`.
    package static func isName(_ s: some StringProtocol) -> Bool {
        !s.isEmpty
            && s.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_.".unicodeScalars.contains($0) }
    }
}
