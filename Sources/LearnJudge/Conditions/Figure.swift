import LearnTrace

/// A `{NAME}` in lesson text: a figure filled in from the last run (FORMAT.md, *Figures*).
package enum Figure: Sendable, Equatable {
    /// `{lost}`: a value the demo reported.
    case value(String)
    case threads
    /// `{threads:A}`: how many distinct threads ran `A`.
    case threadsRan(String)
    case peak
    case count(String)
    case overlaps(String, String)
    case duration
    case outcome
    case runs
    /// `{cpus}`: how many CPUs the demo's process could run on.
    case cpus
    /// `{runs:NAME}`: in how many runs the condition `NAME` held.
    case runsHeld(String)
    /// `{steps}`: how many times a scheduled run let a thread go at a gate (the clock's ticks are not steps).
    case steps
    /// `{tasks:FACT}`: a count about the run's Swift tasks (`{tasks:created}`, `{tasks:peak-alive}`).
    case tasks(TaskFact)
    /// `{waits:CALL:HOLD}`: how many calls waited for the actor (``ActorWaits``).
    case waits(String, String)
    /// `{waiters:CALL:HOLD}`: the tasks that waited (`task 4 and task 5`); `{holders:CALL:HOLD}`:
    /// the tasks that held the actor meanwhile.
    case waiters(String, String)
    case holders(String, String)

    /// The built-in figure names (a value with one of these names is shadowed).
    package static let builtins = [
        "threads", "threads:A", "peak", "cpus", "count:A", "overlaps:A:B", "duration", "outcome", "runs", "runs:NAME", "steps",
        "tasks:FACT", "waits:CALL:HOLD", "waiters:CALL:HOLD", "holders:CALL:HOLD",
    ]

    /// Reads what is between the braces; nil when it is not a figure.
    package static func parse(_ content: String) -> Figure? {
        let parts = content.split(separator: ":", omittingEmptySubsequences: false).map { unquote($0) }
        guard let head = parts.first, !head.isEmpty, !head.contains(where: { $0 == " " || $0 == "{" || $0 == "}" }) else { return nil }
        switch (head, parts.count) {
        case ("threads", 1): return .threads
        case ("peak", 1): return .peak
        case ("duration", 1): return .duration
        case ("outcome", 1): return .outcome
        case ("runs", 1): return .runs
        case ("cpus", 1): return .cpus
        case ("steps", 1): return .steps
        case ("runs", 2) where !parts[1].isEmpty: return .runsHeld(parts[1])
        case ("tasks", 2): return TaskFact(rawValue: parts[1]).map { .tasks($0) }
        case ("threads", 2) where !parts[1].isEmpty: return .threadsRan(parts[1])
        case ("count", 2) where !parts[1].isEmpty: return .count(parts[1])
        case ("overlaps", 3) where !parts[1].isEmpty && !parts[2].isEmpty: return .overlaps(parts[1], parts[2])
        case ("waits", 3) where !parts[1].isEmpty && !parts[2].isEmpty: return .waits(parts[1], parts[2])
        case ("waiters", 3) where !parts[1].isEmpty && !parts[2].isEmpty: return .waiters(parts[1], parts[2])
        case ("holders", 3) where !parts[1].isEmpty && !parts[2].isEmpty: return .holders(parts[1], parts[2])
        case (_, 1): return .value(head)
        default: return nil
        }
    }

    private static func unquote(_ s: Substring) -> String {
        var t = s
        while t.first == " " { t = t.dropFirst() }
        while t.last == " " { t = t.dropLast() }
        if t.count >= 2, t.hasPrefix("\""), t.hasSuffix("\"") { return String(t.dropFirst().dropLast()) }
        return String(t)
    }
}

/// A line of lesson text cut into literal pieces and figures.
package enum TextPiece: Sendable, Equatable {
    case literal(String)
    case figure(Figure, column: Int)
}

/// Finds figures in a line of text: `{…}`, with `{{`/`}}` for literal braces; braces inside
/// `inline code` are literal (code shows braces all the time).
package enum FigureScanner {
    package struct Problem: Equatable {
        package var column: Int
        package var message: String
    }

    /// Pieces of `line` and the problems found (unclosed or unknown `{…}`). Columns are 1-based.
    package static func scan(_ line: String) -> (pieces: [TextPiece], problems: [Problem]) {
        let chars = Array(line)
        var pieces: [TextPiece] = []
        var problems: [Problem] = []
        var literal = ""
        var inCode = false
        var i = 0
        while i < chars.count {
            let c = chars[i]
            let next: Character? = i + 1 < chars.count ? chars[i + 1] : nil
            if c == "`" {
                inCode.toggle()
                literal.append(c)
                i += 1
                continue
            }
            if inCode {
                literal.append(c)
                i += 1
                continue
            }
            if c == "{" && next == "{" || c == "}" && next == "}" {
                literal.append(c)
                i += 2
                continue
            }
            if c == "}" {
                problems.append(Problem(column: i + 1, message: "a lone `}` in text: write `}}` for a literal brace"))
                literal.append(c)
                i += 1
                continue
            }
            guard c == "{" else {
                literal.append(c)
                i += 1
                continue
            }
            guard let close = chars[(i + 1)...].firstIndex(of: "}") else {
                problems.append(
                    Problem(column: i + 1, message: "a `{` with no closing `}`: write `{{` for a literal brace, or close the figure"))
                literal.append(c)
                i += 1
                continue
            }
            let content = String(chars[(i + 1)..<close])
            if let figure = Figure.parse(content) {
                if !literal.isEmpty {
                    pieces.append(.literal(literal))
                    literal = ""
                }
                pieces.append(.figure(figure, column: i + 1))
            } else {
                problems.append(
                    Problem(
                        column: i + 1,
                        message:
                            "`{\(content)}` is not a figure: use a value's name or one of \(Figure.builtins.map { "{\($0)}" }.joined(separator: ", ")); write `{{` for a literal brace"
                    ))
                literal += "{\(content)}"
            }
            i = close + 1
        }
        if !literal.isEmpty { pieces.append(.literal(literal)) }
        return (pieces, problems)
    }
}
