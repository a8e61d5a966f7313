import ArgumentParser
import LearnLanguage

/// Options every command accepts: teacher lesson folders, colour and language.
package struct GlobalOptions: ParsableArguments {
    @Option(
        name: .customLong("lessons"),
        help: ArgumentHelp(
            "Also load lessons from this folder (repeatable; LEARN_LESSONS adds colon-separated folders).",
            valueName: "dir"), completion: .directory)
    package var lessons: [String] = []

    @Flag(name: .customLong("no-color"), help: "Never colour the output (also: NO_COLOR, TERM=dumb, or not a terminal).")
    package var noColor = false

    @Flag(
        name: .customLong("trust-lessons"),
        help: ArgumentHelp(
            "Compile and run the Swift files teachers' lessons name (`@run file=`) without asking (also: LEARN_TRUST_LESSONS=1); for unattended use."
        ))
    package var trustLessons = false

    @Option(
        name: .customLong("lang"),
        help: ArgumentHelp(
            "The language of lessons and messages: en or ko (default: LC_ALL, LC_MESSAGES or LANG; ko_KR.UTF-8 is Korean).",
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
