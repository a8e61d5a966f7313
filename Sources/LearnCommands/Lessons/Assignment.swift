import LearnDemos

/// A parameter setting, `name=value`, checked against the parameters the demos declare.
package struct Assignment: Equatable {
    package var name: String
    package var value: String

    /// Parses `name=value` with ``ParameterCheck``: the name must be a parameter some demo
    /// declares, and the value must suit it.
    package init(parsing text: String, parameters: [DemoParameter] = DemoCatalog.all.flatMap(\.parameters)) throws(LearnError) {
        switch ParameterCheck.check(text, among: parameters, scope: "any demo") {
        case .success(let setting): (name, value) = setting
        case .failure(let problem): throw .badParameter(problem)
        }
    }

    /// Every declared parameter name, sorted, once each.
    package static func names(_ parameters: [DemoParameter] = DemoCatalog.all.flatMap(\.parameters)) -> [String] {
        Array(Set(parameters.map(\.name))).sorted()
    }
}
