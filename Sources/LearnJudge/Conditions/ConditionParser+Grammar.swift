import LearnLanguage
import LearnTrace

extension ConditionParser {

    /// How many conditions may nest (`not not … x`): parsing, checking and evaluating recurse
    /// once per level, so a bound keeps any lesson from exhausting the stack.
    package static let maxDepth = 64

    static func parseCondition(_ s: inout TokenStream, depth: Int = 1) throws -> Condition {
        let head = try s.next("a condition such as `before A B` or the name of a check")
        if depth > maxDepth {
            throw Failure(
                column: head.column,
                message: "this condition nests deeper than \(maxDepth) levels: write it more simply (`not not X` is `X`)")
        }
        if head.quoted {
            throw Failure(
                column: head.column,
                message: "a condition starts with a word such as `before`, `overlap`, `value` or a check's name, not a quoted text")
        }
        switch head.text {
        case "not": return .not(try parseCondition(&s, depth: depth + 1))
        case "before": return .before(try label(&s), try label(&s))
        case "overlap":
            let a = try label(&s), b = try label(&s)
            if s.peek()?.isOperator == true { return .overlap(a, b, try comparison(&s)) }
            return .overlap(a, b, nil)
        case "no-overlap": return .noOverlap(try label(&s), try label(&s))
        case "value":
            let name = try label(&s)
            let op = try compareOp(&s)
            let t = try s.next("a number or a value's name")
            if !t.quoted, let x = Double(t.text) { return .value(name, op, .number(x)) }
            return .value(name, op, .value(t.text))
        case "count": return .count(try label(&s), try compareOp(&s), try number(&s))
        case "threads": return .threads(try label(&s), try compareOp(&s), try number(&s))
        case "on-main": return .onMain(try label(&s))
        case "off-main": return .offMain(try label(&s))
        case "outcome":
            let t = try s.next("`finished`, `crashed` or `timed-out`")
            guard Condition.outcomes.contains(t.text) else {
                throw Failure(column: t.column, message: "unknown outcome `\(t.text)`: use `finished`, `crashed` or `timed-out`")
            }
            return .outcome(t.text)
        case "said":
            let t = try s.next("the quoted line the demo printed")
            return .said(t.text)
        case "said-by-runtime":
            let t = try s.next("the quoted text a line of the runtime contains")
            guard !t.text.isEmpty else {
                throw Failure(
                    column: t.column, message: "`said-by-runtime` needs a text to look for, as in `said-by-runtime \"went isFinished\"`")
            }
            return .saidByRuntime(t.text)
        case "cpus": return .cpus(try compareOp(&s), try number(&s))
        case "tasks":
            let t = try s.next("a fact about the run's tasks: " + TaskFact.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", "))
            guard let fact = TaskFact(rawValue: t.text) else {
                throw Failure(
                    column: t.column,
                    message: "unknown task fact `\(t.text)`: use "
                        + TaskFact.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", "))
            }
            return .tasks(fact, try compareOp(&s), try number(&s))
        case "waits": return .waits(try label(&s), try label(&s), try compareOp(&s), try number(&s))
        default:
            return try named(head, more: s.peek() != nil)
        }
    }

    /// A check's name, or an error for a word that is not a condition.
    static func named(_ head: Token, more: Bool) throws -> Condition {
        if head.isOperator {
            throw Failure(column: head.column, message: "a condition cannot start with `\(head.text)`")
        }
        guard more else { return .named(head.text) }
        if let close = DidYouMean.closest(to: head.text, among: Condition.keywords, maxDistance: 2) {
            throw Failure(column: head.column, Words(.diagUnknownConditionClose, head.text, close))
        }
        throw Failure(column: head.column, Words(.diagUnknownCondition, head.text, Condition.keywords.joined(separator: ", ")))
    }

    static func label(_ s: inout TokenStream) throws -> String {
        let t = try s.next("a label (a span, mark or value name, or `*`)")
        if t.isOperator { throw Failure(column: t.column, message: "expected a label, not `\(t.text)`") }
        guard !t.text.isEmpty else { throw Failure(column: t.column, message: "a label cannot be empty") }
        return t.text
    }

    static func compareOp(_ s: inout TokenStream) throws -> CompareOp {
        let t = try s.next("a comparison: `<`, `<=`, `==`, `!=`, `>=` or `>`")
        guard !t.quoted, let op = CompareOp(rawValue: t.text) else {
            let hint = t.text == "=" ? " (write `==`)" : ""
            throw Failure(column: t.column, message: "expected a comparison (`<`, `<=`, `==`, `!=`, `>=`, `>`), not `\(t.text)`\(hint)")
        }
        return op
    }

    static func number(_ s: inout TokenStream) throws -> Int {
        let t = try s.next("a whole number")
        guard !t.quoted, let n = Int(t.text) else {
            throw Failure(column: t.column, message: "expected a whole number, not `\(t.text)`")
        }
        return n
    }

    static func comparison(_ s: inout TokenStream) throws -> Comparison {
        Comparison(op: try compareOp(&s), number: try number(&s))
    }
}
