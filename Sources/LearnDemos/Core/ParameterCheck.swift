/// The one check of a demo parameter setting, for every place that takes one: the command
/// line's `--set`, the shell's `set`, a lesson's `@run` values, and the demo child's own
/// arguments. Each says what is wrong in the same words.
package enum ParameterCheck {
    /// Splits `name=value`; the problem says how to write it when it is not that.
    package static func split(_ text: String) -> Result<(name: String, value: String), ParameterProblem> {
        guard let eq = text.firstIndex(of: "="), eq != text.startIndex else { return .failure(.notAnAssignment(text)) }
        return .success((String(text[..<eq]), String(text[text.index(after: eq)...])))
    }

    /// Checks `value` for the parameter `name` among `parameters`, which belong to `scope`
    /// (a demo's id, or "any demo"). A name declared by several demos is accepted when
    /// one of them accepts the value.
    package static func check(name: String, value: String, among parameters: [DemoParameter], scope: String) -> ParameterProblem? {
        let declared = parameters.filter { $0.name == name }
        guard let first = declared.first else {
            return .unknownName(name, scope: scope, known: Array(Set(parameters.map(\.name))).sorted())
        }
        guard declared.allSatisfy({ !$0.accepts(value) }) else { return nil }
        return .badValue(name: name, value: value, accepts: first.acceptedValues, kind: first.kind)
    }

    /// Splits and checks `name=value` in one step.
    package static func check(
        _ text: String, among parameters: [DemoParameter], scope: String
    ) -> Result<(name: String, value: String), ParameterProblem> {
        split(text).flatMap { pair in
            check(name: pair.name, value: pair.value, among: parameters, scope: scope).map { .failure($0) } ?? .success(pair)
        }
    }
}

/// Why a parameter setting was refused, as a value; ``message`` is the one wording.
package enum ParameterProblem: Error, Equatable, Sendable {
    /// Not `name=value` at all.
    case notAnAssignment(String)
    /// No parameter of that name in `scope`; `known` lists the names it has.
    case unknownName(String, scope: String, known: [String])
    /// A declared parameter, a value outside what it accepts (`accepts` says what does, in
    /// English; `kind` is what it accepts, for other languages' words).
    case badValue(name: String, value: String, accepts: String, kind: DemoParameter.Kind)

    package var message: String {
        switch self {
        case .notAnAssignment(let text):
            "`\(text)` is not name=value; write it like `readers=4`"
        case .unknownName(let name, let scope, let known):
            "`\(name)` is not a parameter of \(scope); "
                + (known.isEmpty ? "it takes no parameters" : "its parameters: " + known.joined(separator: ", "))
        case .badValue(let name, let value, let accepts, _):
            "`\(name)` takes \(accepts), not `\(value)`"
        }
    }
}

extension DemoParameter {
    /// True when `text` is a value this parameter accepts.
    package func accepts(_ text: String) -> Bool {
        switch kind {
        case .int(let range):
            guard let v = Int(text) else { return false }
            return range.contains(v)
        case .double(let range):
            guard let v = Double(text), v.isFinite else { return false }
            return range.contains(v)
        case .bool:
            return ["true", "false", "on", "off", "yes", "no", "1", "0"].contains(text.lowercased())
        case .choice(let options):
            return options.contains(text)
        }
    }

    /// What the parameter accepts, in words that finish "`name` takes …".
    package var acceptedValues: String {
        switch kind {
        case .int(let r): "a whole number from \(r.lowerBound) to \(r.upperBound)"
        case .double(let r): "a number from \(Self.number(r.lowerBound)) to \(Self.number(r.upperBound))"
        case .bool: "true or false"
        case .choice(let o): "one of " + o.joined(separator: ", ")
        }
    }

    /// `2` rather than `2.0`, `0.5` as it is.
    package static func number(_ x: Double) -> String {
        x == x.rounded() && abs(x) < 1e15 ? String(Int(x)) : String(x)
    }
}
