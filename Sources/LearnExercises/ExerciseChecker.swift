import LearnLessons

/// What `learn check` proves about an exercise beyond its syntax.
public enum ExerciseChecker {
    /// The labels and value names a condition refers to (not `*`).
    public static func labels(_ condition: Condition) -> [String] {
        switch condition {
        case .before(let a, let b), .overlap(let a, let b, _), .noOverlap(let a, let b):
            return [a, b].filter { $0 != "*" }
        case .value(let name, _, let operand):
            if case .value(let other) = operand { return [name, other] }
            return [name]
        case .count(let a, _, _), .threads(let a, _, _), .onMain(let a), .offMain(let a):
            return a == "*" ? [] : [a]
        case .not(let inner):
            return labels(inner)
        default:
            return []
        }
    }
}
