import LearnDemos
import LearnLanguage

/// A demo's words (summary, variants' summaries, parameters' meanings) in the language a
/// learner reads: the demo's own English, or its translation from ``Catalogue/demo(_:english:)``.
extension DemoSpec {
    /// The demo's summary in `language`.
    package func summary(in language: Language) -> String {
        Catalogue(language).demo(Catalogue.demoKey(id), english: summary)
    }

    /// The summary of the variant `name` in `language` (a part's title); nil when there is no such variant.
    package func summary(ofVariant name: String, in language: Language) -> String? {
        variant(named: name).map { summary(of: $0, in: language) }
    }

    /// `variant`'s summary in `language`.
    package func summary(of variant: DemoVariant, in language: Language) -> String {
        Catalogue(language).demo(Catalogue.demoKey(id, variant: variant.name), english: variant.summary)
    }

    /// `how long each read takes — default 0.25, 0.0…2.0 seconds` in `language`: the meaning,
    /// default, range and unit, as `learn demos` and the shell's `set` list them.
    package func described(_ parameter: DemoParameter, in language: Language) -> String {
        guard language != .source else { return parameter.described }
        let words = Catalogue(language)
        let help = words.demo(Catalogue.demoKey(id, parameter: parameter.name), english: parameter.help)
        let unit = parameter.unit.map { words.demo(Catalogue.unitKey($0), english: " " + $0) } ?? ""
        return words(.parameterDescribed, help, parameter.defaultValue, parameter.accepts + unit)
    }
}
