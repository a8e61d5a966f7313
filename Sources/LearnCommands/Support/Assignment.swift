import LearnDemos

/// A parameter setting, `name=value`, checked against the parameters the demos declare.
public struct Assignment: Equatable {
    public var name: String
    public var value: String

    /// Parses `name=value`; the name must be a parameter some demo declares, and the value
    /// must suit it.
    public init(parsing text: String, parameters: [DemoParameter] = DemoCatalog.all.flatMap(\.parameters)) throws(LearnError) {
        guard let eq = text.firstIndex(of: "="), eq != text.startIndex else { throw .badAssignment(text) }
        name = String(text[..<eq])
        value = String(text[text.index(after: eq)...])
        let declared = parameters.filter { $0.name == name }
        guard !declared.isEmpty else {
            throw .unknownParameter(name, suggestions: Suggestions.closest(to: name, in: Assignment.names(parameters)))
        }
        let complaints = declared.compactMap { $0.validate(value) }
        if complaints.count == declared.count, let first = complaints.first { throw .badParameter(first) }
    }

    /// Every declared parameter name, sorted, once each.
    public static func names(_ parameters: [DemoParameter] = DemoCatalog.all.flatMap(\.parameters)) -> [String] {
        Array(Set(parameters.map(\.name))).sorted()
    }
}
