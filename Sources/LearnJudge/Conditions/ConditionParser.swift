import LearnLanguage

/// Parses the condition language of `Lessons/FORMAT.md` (*Conditions*, *Repetition*).
///
/// Errors carry the column they start at; the caller turns them into diagnostics.
package enum ConditionParser {
    /// A word of a condition: a label, a keyword, a number, an operator or a quoted text.
    struct Token: Equatable {
        var text: String
        var column: Int
        var quoted: Bool
        var isOperator: Bool { !quoted && CompareOp(rawValue: text) != nil }
    }

    /// A parse error at a column of the line.
    package struct Failure: Error, Equatable {
        package var column: Int
        package var message: String
        /// The message as catalogue words, when it has them.
        package var words: Words?

        package init(column: Int, message: String) {
            self.column = column
            self.message = message
        }

        package init(column: Int, _ words: Words) {
            self.init(column: column, message: words.description)
            self.words = words
        }
    }

    /// Parses `text`, which starts at `column` of its line.
    package static func parse(_ text: String, column: Int) -> Result<RepeatedCondition, Failure> {
        do {
            var tokens = try tokenize(text, column: column)
            let quantifier = try takeQuantifier(&tokens)
            var stream = TokenStream(tokens: tokens, endColumn: column + text.count)
            let condition = try parseCondition(&stream)
            if let extra = stream.peek() {
                throw Failure(
                    column: extra.column,
                    message:
                        "unexpected `\(extra.text)` after the condition: a condition ends here (to repeat, write `in any run` or `in >= K runs`)"
                )
            }
            return .success(RepeatedCondition(condition, quantifier))
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(Failure(column: column, message: "cannot read this condition"))
        }
    }

    static func tokenize(_ text: String, column: Int) throws -> [Token] {
        var tokens: [Token] = []
        let chars = Array(text.unicodeScalars)
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c == " " || c == "\t" {
                i += 1
                continue
            }
            let start = i
            if c == "\"" {
                i += 1
                var word = String.UnicodeScalarView()
                while i < chars.count, chars[i] != "\"" {
                    word.append(chars[i])
                    i += 1
                }
                guard i < chars.count else {
                    throw Failure(column: column + start, message: "a quoted label has no closing `\"`: add one")
                }
                i += 1
                tokens.append(Token(text: String(word), column: column + start, quoted: true))
            } else if "<>=!".unicodeScalars.contains(c) {
                var word = String.UnicodeScalarView()
                while i < chars.count, "<>=!".unicodeScalars.contains(chars[i]) {
                    word.append(chars[i])
                    i += 1
                }
                tokens.append(Token(text: String(word), column: column + start, quoted: false))
            } else {
                var word = String.UnicodeScalarView()
                while i < chars.count, !" \t\"<>=!".unicodeScalars.contains(chars[i]) {
                    word.append(chars[i])
                    i += 1
                }
                tokens.append(Token(text: String(word), column: column + start, quoted: false))
            }
        }
        return tokens
    }

    /// Removes a trailing `in any run` or `in OP K runs`.
    static func takeQuantifier(_ tokens: inout [Token]) throws -> Quantifier {
        let n = tokens.count
        if n >= 3, tokens[n - 3].text == "in", tokens[n - 2].text == "any", tokens[n - 1].text == "run" || tokens[n - 1].text == "runs" {
            tokens.removeLast(3)
            return .any
        }
        if n >= 4, tokens[n - 4].text == "in", tokens[n - 1].text == "runs" || tokens[n - 1].text == "run" {
            guard let op = CompareOp(rawValue: tokens[n - 3].text) else {
                throw Failure(
                    column: tokens[n - 3].column,
                    message: "expected a comparison (`<`, `<=`, `==`, `!=`, `>=`, `>`) after `in`, as in `in >= 9 runs`")
            }
            guard let k = Int(tokens[n - 2].text), k >= 0 else {
                throw Failure(column: tokens[n - 2].column, message: "expected a whole number of runs, not `\(tokens[n - 2].text)`")
            }
            tokens.removeLast(4)
            return .runs(op, k)
        }
        if let i = tokens.lastIndex(where: { $0.text == "in" && !$0.quoted }), i > 0 {
            throw Failure(
                column: tokens[i].column,
                message: "write repetition as `in any run` or `in OP K runs` (for example `in >= 9 runs`), at the end of the condition")
        }
        return .every
    }
}

/// Tokens being consumed by the recursive parser.
struct TokenStream {
    var tokens: [ConditionParser.Token]
    var index = 0
    var endColumn: Int

    init(tokens: [ConditionParser.Token], endColumn: Int) {
        self.tokens = tokens
        self.endColumn = endColumn
    }

    func peek() -> ConditionParser.Token? { index < tokens.count ? tokens[index] : nil }

    mutating func next(_ what: String) throws -> ConditionParser.Token {
        guard let t = peek() else {
            throw ConditionParser.Failure(column: endColumn, message: "the condition ends too early: expected \(what)")
        }
        index += 1
        return t
    }
}
