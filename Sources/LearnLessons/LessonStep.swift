/// One step of a lesson's body, with where it starts in the file.
public struct LessonStep: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// Markdown text (one or more lines), figures still in braces.
        case text(String)
        /// A fenced code block; `region` names the demo source region it must equal.
        case code(language: String, region: String?, body: String)
        /// `@part VARIANT`
        case part(String)
        /// `@run …`
        case run(RunDirective)
        /// `@check NAME: CONDITION`
        case check(name: String, condition: RepeatedCondition)
        /// `@observe NAME: CONDITION`
        case observe(name: String, condition: RepeatedCondition)
        /// `@if CONDITION`
        case ifStart(RepeatedCondition)
        /// `@else`
        case elseBranch
        /// `@end`
        case end
        /// `@predict NAME: QUESTION` with its options.
        case predict(Prediction)
        /// `@pause`
        case pause
    }

    public var kind: Kind
    public var position: SourcePosition

    public init(_ kind: Kind, at position: SourcePosition) {
        self.kind = kind
        self.position = position
    }
}

/// The arguments of a `@run` line, as written (the checker validates them).
public struct RunDirective: Sendable, Equatable {
    /// One `key=value` word of the line, with the column it starts at.
    public struct Argument: Sendable, Equatable {
        public var name: String
        public var value: String
        public var column: Int
        public init(name: String, value: String, column: Int) {
            self.name = name
            self.value = value
            self.column = column
        }
    }

    public var demo: String?
    public var variant: String?
    /// `repeat=` as written; nil when absent.
    public var repeatText: String?
    /// `view=` as written, split on commas; nil when absent.
    public var views: [String]?
    /// Demo parameters, in the order written.
    public var parameters: [Argument]
    /// Every argument with its column (for diagnostics), including demo, variant, repeat, view.
    public var arguments: [Argument]

    public init(demo: String? = nil, variant: String? = nil, repeatText: String? = nil, views: [String]? = nil,
                parameters: [Argument] = [], arguments: [Argument] = []) {
        self.demo = demo
        self.variant = variant
        self.repeatText = repeatText
        self.views = views
        self.parameters = parameters
        self.arguments = arguments
    }

    /// The views that may follow `view=`.
    public static let knownViews = ["lanes", "log", "summary", "output", "none"]
    /// What is drawn after a run when `view=` is absent.
    public static let defaultViews = ["lanes", "summary"]

    /// How many runs `repeat=` asks for (1 when absent or invalid; the checker reports invalid ones).
    public var repeatCount: Int {
        guard let repeatText, let n = Int(repeatText), (1...1000).contains(n) else { return 1 }
        return n
    }
}

/// A `@predict` question and its options.
public struct Prediction: Sendable, Equatable {
    public struct Option: Sendable, Equatable {
        public var text: String
        /// What makes this option true: usually the name of a check or observation, or `not NAME`.
        public var condition: RepeatedCondition
        public var position: SourcePosition
        public init(text: String, condition: RepeatedCondition, position: SourcePosition) {
            self.text = text
            self.condition = condition
            self.position = position
        }
    }

    public var name: String
    public var question: String
    public var options: [Option]

    public init(name: String, question: String, options: [Option]) {
        self.name = name
        self.question = question
        self.options = options
    }
}
