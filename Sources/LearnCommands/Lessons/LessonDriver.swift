import Foundation
import LearnLanguage
import LearnLessons

/// Plays a lesson from one stop to the next, the same way for `learn run` and the shell.
///
/// In the shell a `@pause` hands control back to the prompt; with `--step` it waits for Enter;
/// otherwise the lesson goes straight on. Predictions are asked only when interactive.
package struct LessonDriver {
    /// How a stretch of play ended.
    package enum End: Equatable {
        /// At a `@pause`, in the shell: the lesson stays open.
        case paused
        case finished(passed: Bool)
        /// Ctrl-C stopped a run.
        case interrupted
    }

    /// Return to the caller at a pause (the shell) instead of waiting for Enter (`--step`).
    package var returnAtPause: Bool
    /// Stop at pauses and ask predictions at all (shell, `--step`).
    package var interactive: Bool
    package var console: Console
    /// Reads the learner's answer; nil at end of input.
    package var ask: (String) -> String?
    /// `--present`: the terminal's rows; each pause clears the screen and shows a footer there.
    package var presentRows: Int?

    package init(returnAtPause: Bool, interactive: Bool, console: Console, ask: @escaping (String) -> String?) {
        self.returnAtPause = returnAtPause
        self.interactive = interactive
        self.console = console
        self.ask = ask
    }

    /// Goes on from `stop` until a pause (when returning there), an interruption, or the end.
    package func drive(_ player: any LessonStepping, from stop: LessonStop) throws(LearnError) -> End {
        var stop = stop
        while true {
            switch stop {
            case .paused:
                if returnAtPause && interactive { return .paused }
                if interactive, !waitAtPause(player) { return .paused }
                stop = player.advance()
            case .prediction(let question, let options):
                if interactive, let next = predict(player, question: question, options: options) {
                    stop = next
                } else if interactive && returnAtPause {
                    // Ctrl-C or Ctrl-D instead of an answer: back to the prompt, the lesson open;
                    // Enter or `next` goes on without an answer.
                    return .paused
                } else {
                    stop = player.advance()
                }
            case .interrupted:
                return .interrupted
            case .finished(let passed):
                return .finished(passed: passed)
            case .failed(let message):
                throw .lessonCannotGoOn(message)
            }
        }
    }

    /// Waits for Enter at a pause; false when the learner leaves (end of input, or `q` when presenting).
    private func waitAtPause(_ player: any LessonStepping) -> Bool {
        let words = player.options.render.words
        guard let rows = presentRows else { return ask(words(.pausedPressEnter)) != nil }
        // the footer on the last row; the next screen starts clean at the top
        console.raw("\u{1B}[\(rows);1H\u{1B}[2K")
        while true {
            guard let reply = ask(words(.presentFooter, player.place)) else { return false }
            let answer = reply.trimmingCharacters(in: .whitespaces).lowercased()
            if answer == "q" { return false }
            // `p 2` or `p2`: the start of the lesson's second part
            if answer.hasPrefix("p"), let number = Int(answer.dropFirst().trimmingCharacters(in: .whitespaces)) {
                guard player.jump(toPart: number) else {
                    console.raw("\u{1B}[\(rows);1H\u{1B}[2K")
                    console.raw(words(.presentNoPart, number) + " ")
                    continue
                }
            }
            console.raw(Self.clearScreen)
            return true
        }
    }

    /// Moves to the top left and clears the screen.
    static let clearScreen = "\u{1B}[H\u{1B}[2J"

    /// Asks the question until the learner picks an option by number; nil when they gave none
    /// (Ctrl-C or Ctrl-D). An empty line skips the prediction: the run goes on and shows the answer,
    /// so a teacher pressing Enter through a lesson is never stuck at a question.
    private func predict(_ player: any LessonStepping, question: String, options: [String]) -> LessonStop? {
        // the lesson's words, through the renderer the lesson's text goes through
        let markdown = TerminalMarkdown(options: player.options.render)
        let words = player.options.render.words
        console.line(markdown.paragraph(question, lead: "? ", hanging: "  "))
        for (i, option) in options.enumerated() {
            console.line(markdown.paragraph(option, lead: "  \(i + 1)) ", hanging: String(repeating: " ", count: "  \(i + 1)) ".count)))
        }
        if let rows = presentRows {
            // the footer on the last row, the cursor back under the options for the answer
            console.raw("\u{1B}7\u{1B}[\(rows);1H\u{1B}[2K" + words(.predictFooter, player.place, options.count) + "\u{1B}8")
        }
        while true {
            guard let reply = ask(words(.predictPrompt, options.count)) else { return nil }
            let answer = reply.trimmingCharacters(in: .whitespaces)
            if answer.isEmpty {
                if presentRows != nil { console.raw(Self.clearScreen) }
                return player.advance()
            }
            if let n = Int(answer), (1...options.count).contains(n) {
                if presentRows != nil { console.raw(Self.clearScreen) }
                return player.answer(n - 1)
            }
            console.line(words(.predictRetry, options.count))
        }
    }
}
