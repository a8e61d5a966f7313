import LearnDemos
import LearnJudge
import LearnLanguage
import LearnRunner
import LearnTrace

/// Turns what a lesson shows into text for a terminal: its Markdown with figures filled in, code,
/// part titles, check lines, questions, and what a `@run` draws. No state: the same input gives
/// the same text.
struct LessonRenderer: Sendable {
    let options: RenderOptions

    var markdown: TerminalMarkdown { TerminalMarkdown(options: options) }

    /// Lesson text with `{figures}` taken from `figures`; nil: each figure as written (a page
    /// read without a run).
    func text(_ text: String, figures: RunFigures?) -> String {
        let filled = LessonText.lines(text).map { line in
            var previous = ""
            return FigureScanner.scan(String(line)).pieces.map { piece in
                let shown: String
                switch piece {
                case .literal(let s): shown = previous == "1" ? CountAgreement.afterOne(s) : s
                case .figure(.outcome, _) where figures?.last != nil: shown = figures?.last?.outcomeWord(options.words) ?? ""
                case .figure(let f, let column): shown = figures?.text(f) ?? Self.written(line, column: column)
                }
                previous = shown
                return shown
            }.joined()
        }.joined(separator: "\n")
        return markdown.render(filled)
    }

    /// The `{…}` that starts at 1-based `column` of `line`, as written.
    static func written(_ line: Substring, column: Int) -> String {
        let rest = line.dropFirst(column - 1)
        return String(rest.prefix { $0 != "}" }) + "}"
    }

    func code(_ body: String) -> String { markdown.renderCode(body) }

    /// `━━ unsafe: no lock ━━`, bold when colour is on.
    func partTitle(_ name: String, summary: String?) -> String {
        let rule = options.unicode ? "━━" : "=="
        let title = "\(rule) \(name)\(summary.map { ": \($0)" } ?? "") \(rule)"
        // wrapped at words (raw: a summary's `*` or `_` is the demo's text, not Markdown)
        let lines = TerminalMarkdown.wrapWords(title, width: options.width, indent: "", hanging: "   ")
        return lines.map { options.color ? TerminalMarkdown.bold + $0 + TerminalMarkdown.reset : $0 }.joined(separator: "\n")
    }

    /// `✓ name: words (detail)` wrapped, continuation lines indented by two.
    func check(_ name: String, words: String, detail: String, holds: Bool) -> String {
        let mark = options.unicode ? (holds ? "✓" : "✗") : (holds ? "[ok]" : "[FAILED]")
        let styled = options.color ? (holds ? TerminalMarkdown.green : TerminalMarkdown.red) + mark + TerminalMarkdown.reset : mark
        return wrapped("\(name): \(words)\(detail)", lead: (mark, styled), hanging: "  ")
    }

    /// A one-shot run's question: the options, and that the run gives the answer (`answeredBy`,
    /// nil on a page read without a run).
    func question(_ prediction: Prediction, answeredByRun: Bool = true) -> String {
        let words = options.words
        var lines = [words(.predictHeading, prediction.question)]
        for (i, option) in prediction.options.enumerated() { lines.append("  \(i + 1). \(option.text)") }
        if answeredByRun { lines += ["", words(.predictAnsweredByRun)] }
        return markdown.render(lines.joined(separator: "\n"))
    }

    /// What is drawn after a `@run`: the histogram after `repeat=`, the views asked for (the log
    /// only when it was not drawn live), and how a single run ended when it did not finish.
    func afterRun(_ block: RunBlock, views: TraceViewSet, logShownLive: Bool) -> String {
        guard let last = block.last else { return "" }
        var parts: [String] = []
        if block.summaries.count > 1 || block.asked > 1 {
            parts.append(
                RunHistogram.render(
                    block.summaries.map { .init(values: $0.values, outcome: $0.status.figureWord(options.words)) }, options: options))
        }
        for view in views.ordered where !(view == .log && logShownLive) {
            parts.append(view.render(last.trace, options: options, brief: true))
        }
        if block.asked == 1, let sentence = Self.sentence(for: last.status, of: last.request.target.subject, words: options.words) {
            parts.append(fitted(sentence))
        }
        if block.asked == 1 { parts += last.notes.map { fitted(options.words(.note, $0)) } }
        if block.outOfTime {
            parts.append(
                wrapped(
                    options.words(.budgetRanOut, RunFigures.seconds(block.directive.budget), block.summaries.count, block.asked)))
        }
        return parts.filter { !$0.isEmpty }.joined(separator: "\n\n")
    }

    /// One sentence (and a thread report for a hang) for a run that did not finish; nil when it did.
    /// The words are ``RunStatus/sentence(for:words:seconds:)``'s, said of the demo or of the program.
    static func sentence(for status: RunStatus, of subject: RunSubject, words: Catalogue = Catalogue(.en)) -> String? {
        status.sentence(for: subject, words: words, seconds: RunFigures.seconds)
    }

    /// Plain lines wrapped to the width, each continuation indented as its line plus two.
    func fitted(_ text: String) -> String {
        LessonText.lines(text).flatMap { line -> [String] in
            let indent = String(line.prefix { $0 == " " })
            return TerminalMarkdown.wrapWords(
                String(line.dropFirst(indent.count)), width: options.width, indent: indent, hanging: indent.isEmpty ? "" : indent + "  ")
        }.joined(separator: "\n")
    }

    /// A one-line sentence wrapped to the width (continuation lines start with `hanging`);
    /// `lead`, shown before it, may carry colour codes.
    func wrapped(_ text: String, lead: (plain: String, styled: String)? = nil, hanging: String = "") -> String {
        var lines = markdown.wrap(text, indent: lead.map { $0.plain + " " } ?? "", hanging: hanging)
        if let lead, lines[0].hasPrefix(lead.plain) {
            lines[0] = lead.styled + lines[0].dropFirst(lead.plain.count)
        }
        return lines.joined(separator: "\n")
    }
}
