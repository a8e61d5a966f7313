/// What checking a translation (a lesson's or an exercise's) found: problems (the translation
/// is wrong) and the sentence that it is stale (made from an older source: a translation to
/// update). `learn check` fails on either. At run time a stale one is not shown (the source
/// is, with one line saying so); a wrong lesson is an error to its author, a wrong exercise is
/// not shown either.
package struct TranslationFindings: Sendable, Equatable {
    package var problems: [Diagnostic] = []
    package var toUpdate: [Diagnostic] = []
    package var isEmpty: Bool { problems.isEmpty && toUpdate.isEmpty }
    package init() {}
    package static func + (a: TranslationFindings, b: TranslationFindings) -> TranslationFindings {
        var sum = a
        sum.problems += b.problems
        sum.toUpdate += b.toUpdate
        return sum
    }
}
