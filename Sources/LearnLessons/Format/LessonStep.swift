import LearnJudge
import LearnTrace

/// One step of a lesson's body, with where it starts in the file.
package struct LessonStep: Sendable, Equatable {
    package enum Kind: Sendable, Equatable {
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
        /// `@goal NAME: CONDITION`: what the learner tries to make happen by scheduling.
        case goal(name: String, condition: RepeatedCondition)
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

    package var kind: Kind
    package var position: SourcePosition

    package init(_ kind: Kind, at position: SourcePosition) {
        self.kind = kind
        self.position = position
    }
}

/// The arguments of a `@run` line, as written (the checker validates them).
package struct RunDirective: Sendable, Equatable {
    /// One `key=value` word of the line, with the column it starts at.
    package struct Argument: Sendable, Equatable {
        package var name: String
        package var value: String
        package var column: Int
    }

    package var demo: String?
    /// `file=`: a Swift file beside a teacher's lesson, run instead of a demo; nil for a demo.
    package var file: String?
    package var variant: String?
    /// `repeat=` as written; nil when absent.
    package var repeatText: String?
    /// `view=` as written; nil when absent.
    package var viewText: String?
    /// `budget=` as written (seconds); nil when absent.
    package var budgetText: String?
    /// `schedule=` as written (`step`, `record` or a token); nil when absent.
    package var scheduleText: String?
    /// Demo parameters, in the order written.
    package var parameters: [Argument]
    /// Every argument with its column (for diagnostics), including demo, file, variant, repeat, view, budget.
    package var arguments: [Argument]

    package init(
        demo: String? = nil, variant: String? = nil, repeatText: String? = nil, viewText: String? = nil,
        budgetText: String? = nil, parameters: [Argument] = [], arguments: [Argument] = []
    ) {
        self.demo = demo
        self.variant = variant
        self.repeatText = repeatText
        self.viewText = viewText
        self.budgetText = budgetText
        self.parameters = parameters
        self.arguments = arguments
    }

    /// The keys a `@run` takes besides the demo's parameters.
    package static let keys = ["demo", "file", "variant", "repeat", "view", "budget", "schedule"]
    /// The runs `repeat=` may ask for.
    package static let repeatRange = 1...1000
    /// The seconds `budget=` may give a whole `@run` (all its repeats): long enough for a slow
    /// demo repeated, short enough that a lesson cannot hold the learner's machine for long.
    package static let budgetRange = 1.0...600.0
    /// A `@run`'s budget when it declares none.
    package static let defaultBudget = 120.0

    /// How many runs `repeat=` asks for (1 when absent or invalid; the checker reports invalid ones).
    package var repeatCount: Int {
        guard let repeatText, let n = Int(repeatText), Self.repeatRange.contains(n) else { return 1 }
        return n
    }

    /// The views `view=` asks for; nil when absent or invalid (the checker reports invalid ones).
    package var views: TraceViewSet? {
        guard let viewText else { return nil }
        let (views, problems) = TraceViewSet.parse(viewText)
        return problems.isEmpty ? views : nil
    }

    /// The views drawn for this `@run`: those asked for, else the default for one run or N.
    package var viewsToDraw: TraceViewSet {
        views ?? (repeatCount > 1 ? .repeated : .single)
    }

    /// The seconds all the runs of this `@run` may take together.
    package var budget: Double {
        guard let budgetText, let s = Double(budgetText), Self.budgetRange.contains(s) else { return Self.defaultBudget }
        return s
    }
}

/// A `@predict` question and its options.
package struct Prediction: Sendable, Equatable {
    package struct Option: Sendable, Equatable {
        package var text: String
        /// What makes this option true: usually the name of a check or observation, or `not NAME`.
        package var condition: RepeatedCondition
        package var position: SourcePosition
    }

    package var name: String
    package var question: String
    package var options: [Option]
}
