import LearnDemos
import LearnLessons

/// A parameter setting, `name=value`, checked against the parameters the demos declare.
package struct Assignment: Equatable {
    package var name: String
    package var value: String

    /// Parses `name=value` with ``ParameterCheck``: the name must be one of `parameters`
    /// (which belong to `scope`: "any demo", or "lesson `barrier`"), and the value must suit it.
    package init(
        parsing text: String, parameters: [DemoParameter] = DemoCatalog.all.flatMap(\.parameters), scope: String = "any demo"
    ) throws(LearnError) {
        switch ParameterCheck.check(text, among: parameters, scope: scope) {
        case .success(let setting): (name, value) = setting
        case .failure(let problem): throw .badParameter(problem)
        }
    }

    /// Parses `name=value` against the parameters `lesson`'s demos take, so a misspelt name is
    /// told with the lesson's names (`windw` → `window`), not every demo's. A lesson that runs
    /// no demo (only code of its own) takes any demo's, as the session's defaults do.
    package init(parsing text: String, for lesson: Lesson) throws(LearnError) {
        let specs = lesson.demoIDs.compactMap(DemoCatalog.named)
        guard !specs.isEmpty else {
            try self.init(parsing: text)
            return
        }
        try self.init(parsing: text, parameters: specs.flatMap(\.parameters), scope: "lesson `\(lesson.id)`")
    }

    /// Every declared parameter name, sorted, once each.
    package static func names(_ parameters: [DemoParameter] = DemoCatalog.all.flatMap(\.parameters)) -> [String] {
        Array(Set(parameters.map(\.name))).sorted()
    }
}
