import LearnFormat
import LearnJudge
import LearnLanguage

extension LessonParser {
    /// Reads the directive at line index `index`; returns the index of the next line to read.
    mutating func parseDirective(at index: Int, ifStack: inout [(line: Int, hasElse: Bool)]) -> Int {
        let line = lines[index]
        let number = index + 1
        let nameEnd = line.dropFirst().firstIndex { $0 == " " || $0 == "\t" } ?? line.endIndex
        let name = String(line[line.index(after: line.startIndex)..<nameEnd])
        let rest = String(line[nameEnd...]).trimming(" \t")
        let restColumn = Self.column(of: nameEnd, in: line) + (line[nameEnd...].prefix { $0 == " " || $0 == "\t" }.unicodeScalars.count)
        let at = SourcePosition(line: number, column: 1)
        switch name {
        case "part":
            if !ifStack.isEmpty { error(number, 1, "`@part` inside an `@if` (line \(ifStack[0].line)): close it with `@end` first") }
            if rest.isEmpty || rest.contains(" ") {
                error(number, 1, "`@part` takes one variant name from the header's `variants`, as in `@part barrier`")
            } else {
                lesson.steps.append(LessonStep(.part(rest), at: at))
            }
        case "run":
            lesson.steps.append(LessonStep(.run(parseRun(rest, line: number, column: restColumn)), at: at))
        case "check", "observe", "goal":
            if let (checkName, condition) = parseNamed(rest, directive: name, line: number, column: restColumn) {
                let kind: LessonStep.Kind =
                    switch name {
                    case "check": .check(name: checkName, condition: condition)
                    case "goal": .goal(name: checkName, condition: condition)
                    default: .observe(name: checkName, condition: condition)
                    }
                lesson.steps.append(LessonStep(kind, at: at))
            }
        case "if", "else", "end":
            parseBranch(name, rest, line: number, column: restColumn, ifStack: &ifStack)
        case "predict":
            return parsePredict(rest, at: index, column: restColumn)
        case "pause":
            noArguments(rest, "pause", number, restColumn)
            lesson.steps.append(LessonStep(.pause, at: at))
        default:
            unknownDirective(name, line: number)
        }
        return index + 1
    }

    /// `@if CONDITION`, `@else`, `@end`: kept balanced on `ifStack`.
    private mutating func parseBranch(_ name: String, _ rest: String, line: Int, column: Int, ifStack: inout [(line: Int, hasElse: Bool)]) {
        let at = SourcePosition(line: line, column: 1)
        switch name {
        case "if":
            ifStack.append((line, false))
            var parsed: RepeatedCondition?
            if rest.isEmpty {
                error(line, 1, "`@if` needs a condition or the name of a check, as in `@if lost-some`")
            } else {
                parsed = condition(rest, line: line, column: column)
            }
            // a placeholder keeps @if/@end balanced for the player; the error is already reported
            lesson.steps.append(LessonStep(.ifStart(parsed ?? RepeatedCondition(.named(""))), at: at))
        case "else":
            noArguments(rest, "else", line, column)
            if ifStack.isEmpty {
                error(line, 1, Words(.diagElseWithoutIf))
            } else if ifStack[ifStack.count - 1].hasElse {
                error(line, 1, "a second `@else` for the `@if` on line \(ifStack[ifStack.count - 1].line): an `@if` has at most one")
            } else {
                ifStack[ifStack.count - 1].hasElse = true
                lesson.steps.append(LessonStep(.elseBranch, at: at))
            }
        default:
            noArguments(rest, "end", line, column)
            if ifStack.popLast() == nil {
                error(line, 1, Words(.diagEndWithoutIf))
            } else {
                lesson.steps.append(LessonStep(.end, at: at))
            }
        }
    }

    private mutating func unknownDirective(_ name: String, line: Int) {
        if name.isEmpty {
            error(line, 1, Words(.diagAtStartsDirective))
            return
        }
        let hint: any CustomStringConvertible =
            DidYouMean.closest(to: name.lowercased(), among: Self.directives).first.map { Words(.diagDirectiveHint, $0) } ?? ""
        error(line, 1, Words(.diagUnknownDirective, name, hint, Self.directives.map { "@" + $0 }.joined(separator: ", ")))
    }

    private mutating func noArguments(_ rest: String, _ name: String, _ line: Int, _ column: Int) {
        if !rest.isEmpty { error(line, column, "`@\(name)` takes nothing after it: remove `\(rest)`") }
    }

    /// `NAME: CONDITION` after `@check`/`@observe`/`@goal` (``NamedCondition``, read as exercises read theirs).
    mutating func parseNamed(_ rest: String, directive: String, line: Int, column: Int) -> (String, RepeatedCondition)? {
        switch NamedCondition.read(rest, column: column) {
        case .failure(let problem):
            error(line, problem.column, problem.message(directive: directive))
            return nil
        case .success(let named):
            guard let condition = condition(named.condition, line: line, column: named.conditionColumn) else { return nil }
            return (named.name, condition)
        }
    }

    /// Parses a condition, reporting a failure as a diagnostic.
    mutating func condition(_ text: String, line: Int, column: Int) -> RepeatedCondition? {
        if text.isEmpty {
            error(line, column, "a condition is missing: write one such as `before A B` or `value lost > 0`")
            return nil
        }
        switch ConditionParser.parse(text, column: column) {
        case .success(let c): return c
        case .failure(let f):
            if let words = f.words { error(line, f.column, words) } else { error(line, f.column, f.message) }
            return nil
        }
    }
}
