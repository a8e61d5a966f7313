/// Lines of learn's own words left in English in output meant to be Korean: a guard over the
/// plays the Korean suites make anyway.
///
/// Data is not learn's words and is left out first: code (a line indented four columns or more:
/// a code block, a wrapped log or value row), rows of the log (a time in ms first: `336.768`),
/// lanes, bars and tables (box and block characters), legends (`k mark op(1,7) finished   l …`),
/// the program's output (`»` rows, and the same text again where the output view shows it) and
/// the runtime's lines (`⚠ runtime:`). What is left of a line loses its backticked code, its
/// quoted text (“…”, "…"), `name = value` and `label ×count` pairs; then each word that names
/// something (a queue label, an API, a flag, an id: it holds a digit, `_`, `.`, `-`, `(`…, a
/// capital after its first letter, or is one capital letter: thread `A`) is set aside. A line
/// leaks when two or more of learn's common English words (``common``) stand in one stretch of
/// English, non-ASCII text breaking a stretch: `■ barrier is finished`, `20 runs: 20 finished`,
/// `└ end if`. One English word among Korean ones (`finished 20회`, `concurrent 큐`) is how the
/// translations keep their terms, and is not a leak.
package enum EnglishLeaks {
    /// Lines of `output` with learn's words in English; a paragraph (lines up to a blank one)
    /// that starts with one of `excused` is left out whole (English another change is translating).
    package static func lines(in output: String, excusing excused: [String] = []) -> [String] {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map { TerminalText.withoutColour(String($0)) }
        let said = programOutput(lines)
        var found: [String] = []
        var excusedParagraph = false
        var startsParagraph = true
        // code or a quotation wrapped onto the next line: its opening marks, reopened there
        var open = ""
        for line in lines {
            if line.allSatisfy(\.isWhitespace) {
                (excusedParagraph, startsParagraph, open) = (false, true, "")
                continue
            }
            if startsParagraph { excusedParagraph = excused.contains { line.hasPrefix($0) } }
            startsParagraph = false
            if excusedParagraph || isData(line) || isSaid(line, said) { continue }
            if leaks(line, reopening: open) { found.append(line) }
            open = stillOpen(open + line)
        }
        return found
    }

    /// The quotation marks and backticks `text` leaves open at its end, in order.
    static func stillOpen(_ text: String) -> String {
        var open = ""
        for c in text {
            switch c {
            case "`", "\"": if open.last == c { open.removeLast() } else if !open.contains(c) { open.append(c) }
            case "“": open.append(c)
            case "”": if open.last == "“" { open.removeLast() }
            default: break
            }
        }
        return open
    }

    /// The openings of paragraphs the Korean suites excuse while their words are being translated;
    /// none now: every paragraph a lesson shows has its Korean.
    package static let owedElsewhere: [String] = []

    /// Whether `line` holds two or more common English words in one stretch of English;
    /// `reopening`: the marks of code or quotations the line before left open.
    package static func leaks(_ line: String, reopening: String = "") -> Bool {
        let plain = TerminalText.withoutColour(line)
        if isData(plain) { return false }
        var count = 0
        let text = stripped(reopening + plain)
        let tokens = words(of: text)
        // a phrase of learn's own among Korean words (`큐: no queue`, `` `sync` onto `작업` ``)
        if text.unicodeScalars.contains(where: { (0xAC00...0xD7A3).contains($0.value) }),
            neverKept.contains(where: { text.contains(" " + $0 + " ") || text.hasSuffix(" " + $0) })
        {
            return true
        }
        for token in tokens {
            if token.unicodeScalars.contains(where: { !$0.isASCII }) {
                count = 0  // Korean (or any non-ASCII text) ends a stretch of English
                continue
            }
            let word = token.trimmingPunctuation()
            guard isPlainWord(word) else { continue }  // a name is set aside: it neither counts nor breaks
            if common.contains(word.lowercased()) {
                count += 1
                if count >= 2 { return true }
            }
        }
        return false
    }

    /// Phrases of learn's own that a translation never keeps as a term (a status such as
    /// `finished` is also an `Operation`'s state, and `queue` ends labels: those are kept).
    package static let neverKept: [String] = ["no queue", "onto"]

    /// Learn's common English words: the function words of a sentence and the words learn says
    /// most around a run.
    package static let common: Set<String> = [
        "a", "an", "the", "is", "are", "was", "were", "be", "been", "it", "its", "of", "and", "or", "to", "in", "on",
        "at", "by", "for", "from", "with", "over", "than", "that", "this", "not", "no", "none", "each", "every", "all",
        "one", "more", "others", "other", "next", "last", "first", "finished", "finishes", "run", "runs", "ran",
        "thread", "threads", "lesson", "lessons", "part", "line", "printed", "times", "end", "if", "otherwise",
        "check", "observe", "goal", "passed", "exercise", "exercises", "hint", "hints", "used", "agreed",
        "predictions", "variants", "parameters", "labels", "regions", "default", "set", "takes", "lists", "leaves",
        "may", "crash", "crashes", "hangs", "until", "stops", "safe", "when", "which", "while", "has", "have", "did",
        "does", "can", "will", "there", "after", "before", "only", "but", "you", "your", "events", "event", "shown",
        "nothing", "still", "try", "press", "enter", "shows", "left",
    ]

    /// Data: code and wrapped rows (four columns in), a log row (a time first), lanes, bars,
    /// tables, legends, the program's output and the runtime's lines.
    static func isData(_ line: String) -> Bool {
        // four columns in, but not the live log's `… 5,493 more events`
        if line.hasPrefix("    ") && !line.contains(/^[ ]+…/) { return true }
        if line.contains(/^[ ]*[0-9]+\.[0-9]{3}[ ]/) || line.contains("»") || line.contains("⚠ runtime") || line.contains("⚠ 런타임") {
            return true
        }
        // the compiler's own diagnostic lines, as a run (the isolation lesson's typecheck) printed them
        if line.contains(#/^[ ]*\S+\.swift:[0-9]+:[0-9]+: (error|warning|note):[ ]/#) { return true }
        // a legend: entries three spaces apart, each a key of one character and its label
        let entries = line.split(separator: /[ ]{3,}/)
        if !line.hasPrefix(" "), entries.count > 1, entries.allSatisfy({ $0.contains(/^\S[ ]\S/) }) { return true }
        // lanes, bars, tables and trees draw lines (`─`, `│`, `┼`, `┤`) and blocks; a lone `├` or
        // `└` is `show`'s mark of a branch
        return line.unicodeScalars.contains { ["─", "│", "┼", "┤"].contains($0) || (0x2580...0x259F).contains($0.value) }
    }

    /// The texts the program printed (`»` rows of the log, their wrapped lines joined).
    static func programOutput(_ lines: [String]) -> [String] {
        var said: [String] = []
        var open = false
        for line in lines {
            if let mark = line.range(of: "» ") {
                said.append(String(line[mark.upperBound...]).trimmed)
                open = true
            } else if open, line.hasPrefix(String(repeating: " ", count: 16)), !line.contains(/^[ ]*[0-9]+\.[0-9]{3}[ ]/) {
                said[said.count - 1] += " " + line.trimmed
            } else {
                open = false
            }
        }
        return said
    }

    /// Whether `line` is a piece of something the program printed (the output view shows it again).
    static func isSaid(_ line: String, _ said: [String]) -> Bool {
        let text = line.trimmed
        return text.count >= 8 && said.contains { $0.contains(text) }
    }

    /// `line` without backticked code, quoted text, `name = value` and `label ×count` pairs. A
    /// quotation wrapped over lines is left out too: from the start of the line to its close,
    /// from its open to the end of the line.
    static func stripped(_ line: String) -> String {
        var text = line
        for (open, close) in [("`", "`"), ("“", "”"), ("\"", "\""), ("‘", "’")] { text = removing(text, from: open, to: close) }
        text = text.replacing(/\S+[ ]=[ ]\S+/, with: " ")
        text = text.replacing(/\S+[ ][×x][0-9][0-9,]*/, with: " ")
        return text
    }

    /// Spans from `open` to the next `close` removed; a `close` before any `open` (a quotation
    /// begun on the line before: `”`, or a `"` after a letter when their number is odd) ends a
    /// span from the start; an `open` left without its `close` is removed to the end of the line.
    static func removing(_ text: String, from open: String, to close: String) -> String {
        var rest = text[...]
        if let first = rest.range(of: close) {
            let closesFirst =
                open == close
                ? text.components(separatedBy: open).count % 2 == 0 && first.lowerBound > text.startIndex
                    && !text[text.index(before: first.lowerBound)].isWhitespace
                : rest.range(of: open).map { $0.lowerBound > first.lowerBound } ?? true
            if closesFirst { rest = rest[first.upperBound...] }
        }
        var out = ""
        while let start = rest.range(of: open) {
            out += rest[..<start.lowerBound] + " "
            guard let end = rest[start.upperBound...].range(of: close) else { return out }
            rest = rest[end.upperBound...]
        }
        return out + rest
    }

    static func words(of text: String) -> [String] { text.split(whereSeparator: \.isWhitespace).map(String.init) }

    /// An English word of letters alone, not a name: lower case after its first letter, and
    /// not one capital letter (thread `A`).
    static func isPlainWord(_ word: String) -> Bool {
        guard !word.isEmpty, word.allSatisfy({ $0.isASCII && $0.isLetter }) else { return false }
        if word.count == 1 && word.first!.isUppercase { return false }
        return !word.dropFirst().contains { $0.isUppercase }
    }
}

extension String {
    fileprivate var trimmed: String { split(whereSeparator: \.isWhitespace).joined(separator: " ") }

    /// The word without the punctuation around it (`finished.` → `finished`, `(run` → `run`).
    fileprivate func trimmingPunctuation() -> String {
        let marks: Set<Character> = [".", ",", ":", ";", "!", "?", "(", ")", "[", "]"]
        var s = self[...]
        while let c = s.first, marks.contains(c) { s = s.dropFirst() }
        while let c = s.last, marks.contains(c) { s = s.dropLast() }
        return String(s)
    }
}
