import Foundation
import LearnFormat

extension LessonParser {
    /// Reads the `key=value` words of a `@run` line (values may be quoted: `label="a b"`).
    mutating func parseRun(_ rest: String, line: Int, column: Int) -> RunDirective {
        var run = RunDirective()
        for (word, offset) in Self.words(rest) {
            let wordColumn = column + offset
            guard let eq = word.firstIndex(of: "="), eq != word.startIndex else {
                error(
                    line, wordColumn,
                    "`\(word)` is not `NAME=VALUE`: `@run` takes demo=, variant=, repeat=, view=, budget=, schedule= and the demo's parameters, as in `@run readers=4` (or file=NAME.swift)"
                )
                continue
            }
            let key = String(word[..<eq])
            var value = String(word[word.index(after: eq)...])
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") { value = String(value.dropFirst().dropLast()) }
            let argument = RunDirective.Argument(name: key, value: value, column: wordColumn)
            if run.arguments.contains(where: { $0.name == key }) {
                error(line, wordColumn, "`\(key)` is given twice on this `@run`: keep one")
                continue
            }
            run.arguments.append(argument)
            switch key {
            case "demo": run.demo = value
            case "variant": run.variant = value
            case "repeat": run.repeatText = value
            case "view": run.viewText = value
            case "budget": run.budgetText = value
            case "file": run.file = value
            case "schedule": run.scheduleText = value
            default: run.parameters.append(argument)
            }
        }
        return run
    }

    /// Space-separated words with their scalar offsets; a `"…"` keeps its spaces.
    static func words(_ text: String) -> [(String, Int)] {
        var result: [(String, Int)] = []
        var current = ""
        var start = 0
        var quoted = false
        for (offset, c) in text.unicodeScalars.enumerated() {
            if c == "\"" { quoted.toggle() }
            if (c == " " || c == "\t") && !quoted {
                if !current.isEmpty { result.append((current, start)) }
                current = ""
                continue
            }
            if current.isEmpty { start = offset }
            current.unicodeScalars.append(c)
        }
        if !current.isEmpty { result.append((current, start)) }
        return result
    }

    /// Reads `@predict NAME: QUESTION` and the `- text => NAME` lines after it.
    mutating func parsePredict(_ rest: String, at index: Int, column: Int) -> Int {
        let number = index + 1
        var next = index + 1
        var options: [Prediction.Option] = []
        while next < lines.count, lines[next].hasPrefix("- ") || lines[next].hasPrefix("* ") {
            if let option = parseOption(lines[next], line: next + 1) { options.append(option) }
            next += 1
        }
        guard let colon = rest.firstIndex(of: ":"), NamedCondition.isName(rest[..<colon].trimming(" \t")) else {
            error(number, column, "`@predict` is written `@predict NAME: QUESTION`, followed by option lines `- answer => CHECK`")
            return next
        }
        let question = rest[rest.index(after: colon)...].trimming(" \t")
        if question.isEmpty { error(number, column, "the prediction has no question: write it after `:`") }
        if options.count < 2 {
            error(
                number, 1,
                "a prediction needs at least two options on the lines right after it, each `- answer => CHECK` (or `=> not CHECK`)")
        }
        let prediction = Prediction(name: rest[..<colon].trimming(" \t"), question: question, options: options)
        lesson.steps.append(LessonStep(.predict(prediction), at: SourcePosition(line: number, column: 1)))
        return next
    }

    private mutating func parseOption(_ text: String, line: Int) -> Prediction.Option? {
        guard let arrow = text.range(of: "=>") else {
            error(line, 1, "an option is `- answer => CHECK`: name the check or observation that makes it true")
            return nil
        }
        let answer = text[text.index(text.startIndex, offsetBy: 2)..<arrow.lowerBound].trimming(" \t")
        let after = text[arrow.upperBound...]
        let conditionColumn = Self.column(of: arrow.upperBound, in: text) + after.prefix { $0 == " " }.unicodeScalars.count
        if answer.isEmpty { error(line, 3, "this option has no answer text before `=>`") }
        guard let condition = condition(after.trimming(" \t"), line: line, column: conditionColumn) else { return nil }
        return Prediction.Option(text: answer, condition: condition, position: SourcePosition(line: line, column: 1))
    }
}
