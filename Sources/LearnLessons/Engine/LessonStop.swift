/// Where a playing lesson stopped.
package enum LessonStop: Sendable, Equatable {
    /// At a `@pause`: call `advance()` to go on.
    case paused
    /// A prediction waits for `answer(_:)` (interactive only).
    case prediction(question: String, options: [String])
    /// Ctrl-C stopped a run; the lesson can go on with `advance()` or be left.
    case interrupted
    /// The end; `passed` is false when a `@check` did not hold.
    case finished(passed: Bool)
    /// The lesson cannot go on (a bad `--variant`, a parameter out of range…); the message says what to do.
    case failed(String)
}

/// The result of one `@check` (or `@observe`) after a run, for tests and for `--json`.
package struct CheckResult: Sendable, Equatable {
    package var name: String
    /// True for `@check` (a promise), false for `@observe`.
    package var isPromise: Bool
    package var passed: Bool
    /// The condition in words.
    package var words: String
    /// The line of the directive in the lesson file.
    package var line: Int
}

/// What the learner predicted and whether the run agreed.
package struct PredictionOutcome: Sendable, Equatable {
    package var name: String
    package var question: String
    /// The option chosen (nil in a one-shot run, where the question is only shown).
    package var chosen: String?
    /// The options that the run made true.
    package var trueOptions: [String]
    /// Whether the chosen option is among the true ones (nil when nothing was chosen).
    package var agreed: Bool?

    package init(name: String, question: String, chosen: String?, trueOptions: [String], agreed: Bool?) {
        self.name = name
        self.question = question
        self.chosen = chosen
        self.trueOptions = trueOptions
        self.agreed = agreed
    }
}
