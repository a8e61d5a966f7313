import LearnDemos

/// The words after `learn __demo`, parsed and checked against the demo's declaration:
/// `ID [--variant V] [--set name=value]... [--pace X] [--seed N]`.
struct DemoArguments {
    var spec: DemoSpec
    var variant: String
    /// Every declared parameter, with defaults filled in.
    var parameters: [String: String]
    var pace: Double
    var seed: UInt64

    /// Why the words do not name a runnable demo; the message says what to do instead.
    struct Problem: Error, Equatable {
        var message: String
    }

    /// The accepted range of `--pace` (0: no deliberate delays at all).
    static let paceRange = 0.0...100.0

    static func parse(_ args: [String]) -> Result<DemoArguments, Problem> {
        var words = args.makeIterator()
        guard let id = words.next() else {
            return .failure(Problem(message: "name a demo: learn __demo ID [--variant V] [--set name=value] [--pace X] [--seed N]"))
        }
        guard let spec = DemoCatalog.runnable(id) else {
            let known = DemoCatalog.all.map(\.id).joined(separator: ", ")
            return .failure(Problem(message: "there is no demo named `\(id)`; known demos: \(known)"))
        }
        var parsed = DemoArguments(spec: spec, variant: spec.defaultVariant.name, parameters: [:], pace: 1, seed: 1)
        for p in spec.parameters { parsed.parameters[p.name] = p.defaultValue }
        while let word = words.next() {
            if let problem = parsed.take(word, words.next()) { return .failure(problem) }
        }
        return .success(parsed)
    }

    /// Applies one option and its value; returns the problem when either is wrong.
    private mutating func take(_ option: String, _ value: String?) -> Problem? {
        let known = ["--variant", "--set", "--pace", "--seed"]
        guard known.contains(option) else {
            return Problem(message: "unknown option `\(option)`; use \(known.joined(separator: ", "))")
        }
        guard let value else { return Problem(message: "`\(option)` needs a value") }
        switch option {
        case "--variant": return setVariant(value)
        case "--pace": return setPace(value)
        case "--seed":
            guard let s = UInt64(value) else { return Problem(message: "`--seed` takes a whole number from 0 up, not `\(value)`") }
            seed = s
            return nil
        default: return setParameter(value)
        }
    }

    private mutating func setVariant(_ name: String) -> Problem? {
        guard spec.variant(named: name) != nil else {
            let names = spec.variants.map(\.name).joined(separator: ", ")
            return Problem(message: "`\(spec.id)` has no variant `\(name)`; choose one of: \(names)")
        }
        variant = name
        return nil
    }

    private mutating func setPace(_ text: String) -> Problem? {
        guard let p = Double(text), p.isFinite, Self.paceRange.contains(p) else {
            return Problem(message: "`--pace` takes a number from 0 to 100 (1 = normal speed, 2 = twice as slow), not `\(text)`")
        }
        pace = p
        return nil
    }

    /// The child checks what it receives with the same function the parent used: a
    /// parameter it was never meant to get is refused in the same words.
    private mutating func setParameter(_ assignment: String) -> Problem? {
        switch ParameterCheck.check(assignment, among: spec.parameters, scope: "`\(spec.id)`") {
        case .success(let setting):
            parameters[setting.name] = setting.value
            return nil
        case .failure(let problem):
            return Problem(message: problem.message)
        }
    }
}
