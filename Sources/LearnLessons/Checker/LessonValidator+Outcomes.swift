import LearnJudge

/// No outcome written in advance: what a run decides is said for every outcome.
///
/// A `@check` is a promise, so text may rely on it. Anything else a run decides (an
/// `@observe`, or a condition written in an `@if`: `cpus == 1`, `value lost > 0`) may go
/// either way, so:
/// - an `@observe` must be read by something (an `@if`, a `@predict` option, a `{runs:NAME}`
///   figure): otherwise it decides nothing the learner sees, and the text around it speaks
///   as if its outcome were known;
/// - an `@if` on such a condition has an `@else`, and both branches say something: the text
///   after `@end` is read whatever happened, so an outcome without text of its own is one
///   the lesson answered in advance.
/// Text that is wrong word by word (a "won again" that no condition backs) is beyond a
/// checker; these rules remove the structures that let it through unseen.
struct OutcomeRules {
    let steps: [LessonStep]
    private(set) var problems: [(SourcePosition, String)] = []

    /// An `@if` being walked: where it is, whether the run decides it, what its branches hold.
    private struct OpenIf {
        var position: SourcePosition
        var decided: Bool
        var inElse = false
        var saidInIf = false
        var saidInElse = false
    }

    static func check(_ steps: [LessonStep]) -> [(SourcePosition, String)] {
        var rules = OutcomeRules(steps: steps)
        rules.checkBranches()
        rules.checkObservationsAreRead()
        return rules.problems
    }

    /// Observation names by run scope: the names whose outcome a run decides.
    private var observations: [RunScope: Set<String>] {
        var result: [RunScope: Set<String>] = [:]
        var scope = RunScope(part: 0, run: 0)
        for step in steps {
            switch step.kind {
            case .run: scope = scope.nextRun
            case .part: scope = scope.nextPart
            case .observe(let name, _): result[scope, default: []].insert(name)
            default: break
            }
        }
        return result
    }

    /// Whether `condition` can come out either way: anything but a `@check`'s name (or `not`
    /// one). A name that is neither is left to the unknown-name error; an empty name to the parser's.
    static func decided(_ condition: Condition, observed: Set<String>) -> Bool {
        switch condition {
        case .named(let name): observed.contains(name)
        case .not(let inner): decided(inner, observed: observed)
        default: true
        }
    }

    private mutating func checkBranches() {
        let observations = self.observations
        var scope = RunScope(part: 0, run: 0)
        var open: [OpenIf] = []
        for step in steps {
            switch step.kind {
            case .run: scope = scope.nextRun
            case .part: scope = scope.nextPart
            case .ifStart(let condition):
                markSaid(&open)
                open.append(
                    OpenIf(position: step.position, decided: Self.decided(condition.condition, observed: observations[scope] ?? [])))
            case .elseBranch:
                if !open.isEmpty { open[open.count - 1].inElse = true }
            case .end:
                guard let closed = open.popLast() else { continue }
                report(closed)
            case .text(let text) where !text.allSatisfy(\.isWhitespace):
                markSaid(&open)
            case .code:
                markSaid(&open)
            default:
                break
            }
        }
    }

    /// Text (or a nested `@if`, which says something in each of its branches) in the innermost branch.
    private func markSaid(_ open: inout [OpenIf]) {
        guard !open.isEmpty else { return }
        if open[open.count - 1].inElse { open[open.count - 1].saidInElse = true } else { open[open.count - 1].saidInIf = true }
    }

    private mutating func report(_ branch: OpenIf) {
        guard branch.decided else { return }
        if !branch.inElse {
            problems.append(
                (
                    branch.position,
                    "the run decides this `@if`, and the text after `@end` is read whatever happened: add an `@else` with what the other outcome means, so no outcome is answered in advance"
                ))
        } else if !branch.saidInIf || !branch.saidInElse {
            let which = branch.saidInIf ? "`@else`" : "`@if`"
            problems.append(
                (branch.position, "the \(which) branch of this `@if` says nothing, yet the run may take it: write what that outcome means"))
        }
    }

    /// Every `@observe` is read by an `@if`, a `@predict` option or a `{runs:NAME}` figure of its run.
    private mutating func checkObservationsAreRead() {
        var scope = RunScope(part: 0, run: 0)
        var observed: [(RunScope, String, SourcePosition)] = []
        var read: Set<ScopedName> = []
        for step in steps {
            switch step.kind {
            case .run: scope = scope.nextRun
            case .part: scope = scope.nextPart
            case .observe(let name, _): observed.append((scope, name, step.position))
            case .ifStart(let condition):
                Self.names(in: condition.condition).forEach { read.insert(ScopedName(scope: scope, name: $0)) }
            case .predict(let prediction):
                for option in prediction.options {
                    Self.names(in: option.condition.condition).forEach { read.insert(ScopedName(scope: scope.nextRun, name: $0)) }
                }
            case .text(let text):
                Self.runsFigures(in: text).forEach { read.insert(ScopedName(scope: scope, name: $0)) }
            default:
                break
            }
        }
        for (scope, name, position) in observed where !read.contains(ScopedName(scope: scope, name: name)) {
            problems.append(
                (
                    position,
                    "nothing reads the observation `\(name)`: its outcome is never shown, so text near it speaks as if it were known; use it in `@if \(name)` … `@else` … `@end`, a `@predict` option or `{runs:\(name)}`, or make it a `@check` if every run holds it"
                ))
        }
    }

    private struct ScopedName: Hashable {
        var scope: RunScope
        var name: String
    }

    static func names(in condition: Condition) -> [String] {
        switch condition {
        case .named(let name): [name]
        case .not(let inner): names(in: inner)
        default: []
        }
    }

    static func runsFigures(in text: String) -> [String] {
        LessonText.lines(text).flatMap { line in
            FigureScanner.scan(String(line)).pieces.compactMap { piece -> String? in
                guard case .figure(.runsHeld(let name), _) = piece else { return nil }
                return name
            }
        }
    }
}
