import ArgumentParser
import LearnLanguage

/// Options every command accepts: teacher lesson folders, colour and language.
package struct GlobalOptions: ParsableArguments {
    @Option(
        name: .customLong("lessons"),
        help: ArgumentHelp(
            .aboutGlobalLessons,
            valueName: "dir"), completion: .directory)
    package var lessons: [String] = []

    @Flag(name: .customLong("no-color"), help: ArgumentHelp(.aboutGlobalNoColor))
    package var noColor = false

    @Flag(
        name: .customLong("trust-lessons"),
        help: ArgumentHelp(
            .aboutGlobalTrustLessons
        ))
    package var trustLessons = false

    @Option(
        name: .customLong("lang"),
        help: ArgumentHelp(
            .aboutGlobalLanguageText,
            valueName: "lang"), completion: .list(Language.allCases.map(\.rawValue)))
    package var languageText: String?

    /// `--lang` as given; nil when absent (the environment decides).
    package var language: Language? { languageText.flatMap(Language.init(code:)) }

    package init() {}

    package func validate() throws {
        if let languageText, Language(code: languageText) == nil {
            throw OptionProblem.language(languageText)
        }
    }
}
