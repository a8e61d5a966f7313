import LearnDemos
import LearnLanguage

extension ParameterProblem {
    /// The problem in `language`'s words; in English exactly ``message``, the words the demo
    /// child and every other place give.
    func message(_ language: Language) -> String {
        guard language != .en else { return message }
        let say = Catalogue(language)
        switch self {
        case .notAnAssignment(let text):
            return say(.errorNotAssignment, text)
        case .unknownName(let name, let scope, let known):
            let others = known.isEmpty ? say(.errorNoParameters) : say(.errorItsParameters, known.joined(separator: ", "))
            return Self.notAParameter(name, scope: scope, say) + "; " + others
        case .badValue(let name, let value, _, let kind):
            return say(.errorBadValue, name, Self.accepted(kind, say), value)
        }
    }

    /// "`name` is not a parameter of SCOPE", the scope (`any demo`, `lesson `x``, `` `demo` ``) in words.
    static func notAParameter(_ name: String, scope: String, _ say: Catalogue) -> String {
        let lesson = "lesson "
        let words =
            scope == "any demo"
            ? say(.paramScopeAnyDemo)
            : scope.hasPrefix(lesson) ? say(.paramScopeLesson, scope.dropFirst(lesson.count)) : say(.paramScopeDemo, scope)
        return say(.errorNotParameter, name, words)
    }

    /// What a parameter accepts, in words that finish "`name` takes …" (as ``DemoParameter/acceptedValues``).
    static func accepted(_ kind: DemoParameter.Kind, _ say: Catalogue) -> String {
        switch kind {
        case .int(let r): say(.acceptsInt, r.lowerBound, r.upperBound)
        case .double(let r): say(.acceptsNumber, DemoParameter.number(r.lowerBound), DemoParameter.number(r.upperBound))
        case .bool: say(.acceptsBool)
        case .choice(let o): say(.acceptsChoice, o.joined(separator: ", "))
        }
    }
}
