import LearnJudge

/// The steps one playing goes through: the whole lesson, or its introduction and one part.
struct LessonPlan: Sendable {
    let steps: [LessonStep]

    /// The plan for `part` (`--variant`), or all steps; a message when the lesson has no such part.
    static func make(_ lesson: Lesson, part: String?) -> Result<LessonPlan, PlayProblem> {
        guard let part else { return .success(LessonPlan(steps: lesson.steps)) }
        guard lesson.variants.contains(part) else {
            let hint = DidYouMean.phrase(part, among: lesson.variants)
            return .failure(
                PlayProblem(
                    text: "the lesson `\(lesson.id)` has no part `\(part)`\(hint): its parts are \(lesson.variants.joined(separator: ", "))"
                ))
        }
        var current: String?
        let steps = lesson.steps.filter { step in
            if case .part(let name) = step.kind { current = name }
            return current == nil || current == part
        }
        return .success(LessonPlan(steps: steps))
    }

    var count: Int { steps.count }

    subscript(index: Int) -> LessonStep { steps[index] }

    /// The steps a `@run` at `index` speaks for: up to the next `@run` or `@part`.
    func block(after index: Int) -> ArraySlice<LessonStep> {
        let rest = steps[(index + 1)...]
        let end =
            rest.firstIndex { step in
                switch step.kind {
                case .run, .part: true
                default: false
                }
            } ?? steps.endIndex
        return steps[(index + 1)..<end]
    }

    /// The conditions that may be decided over the runs of the `@run` at `index`: every check,
    /// observation and `@if` up to the next `@run` (past a `@part` too: a part with no run of its
    /// own speaks of the introduction's).
    func conditions(after index: Int) -> [RepeatedCondition] {
        let rest = steps[(index + 1)...]
        let end = rest.firstIndex { if case .run = $0.kind { true } else { false } } ?? steps.endIndex
        return steps[(index + 1)..<end].compactMap { step in
            switch step.kind {
            case .check(_, let condition), .observe(_, let condition), .goal(_, let condition), .ifStart(let condition): condition
            default: nil
            }
        }
    }
}

/// A message for the learner when a lesson cannot play on (a bad part, a parameter out of range…).
struct PlayProblem: Error, Sendable {
    var text: String
}
