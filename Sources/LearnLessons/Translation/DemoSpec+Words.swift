import LearnDemos
import LearnLanguage

/// A demo's words (summary, variants' summaries, parameters' meanings) in the language a
/// learner reads, from its message file (``Catalogue/demo(_:)``).
extension DemoSpec {
    /// The demo's summary in `language`.
    package func summary(in language: Language) -> String {
        Catalogue(language).demo(Catalogue.demoKey(id))
    }

    /// The summary of the variant `name` in `language` (a part's title); nil when there is no such variant.
    package func summary(ofVariant name: String, in language: Language) -> String? {
        variant(named: name).map { summary(of: $0, in: language) }
    }

    /// `variant`'s summary in `language`.
    package func summary(of variant: DemoVariant, in language: Language) -> String {
        Catalogue(language).demo(Catalogue.demoKey(id, variant: variant.name))
    }

    /// `parameter`'s meaning in `language` (`threads reading`).
    package func help(_ parameter: DemoParameter, in language: Language) -> String {
        Catalogue(language).demo(Catalogue.demoKey(id, parameter: parameter.name))
    }

    /// `how long each read takes — default 0.25, 0.0…2.0 seconds` in `language`: the meaning,
    /// default, range and unit, as `learn demos` and the shell's `set` list them.
    package func described(_ parameter: DemoParameter, in language: Language) -> String {
        let words = Catalogue(language)
        let unit = parameter.unit.map { words.demo(Catalogue.unitKey($0)) } ?? ""
        return words(.parameterDescribed, help(parameter, in: language), parameter.defaultValue, parameter.accepts + unit)
    }
}
