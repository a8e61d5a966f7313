/// The language learn speaks: its lessons, their fixed words and its messages.
///
/// Every layer asks this one type: the command line resolves it once (`--lang`, then the POSIX
/// locale variables), the shell changes it with `set lang=ko`, and the renderers and the lesson
/// library read it. English is the source language: a lesson or message without a translation
/// is shown in English, never left out.
package enum Language: String, Sendable, CaseIterable, Equatable, Hashable {
    case en
    case ko

    /// The source language every translation is made from.
    package static let source = Language.en

    /// The language a `--lang` value or a `set lang=` value names: `ko`, `en`, or a locale name
    /// (`ko_KR.UTF-8`, `en_US`); nil for anything else.
    package init?(code: String) {
        let lower = code.lowercased()
        let stem = lower.prefix { $0.isLetter }
        guard let found = Language(rawValue: String(stem)) else { return nil }
        self = found
    }

    /// The language of the environment, as POSIX orders it: the first of `LC_ALL`,
    /// `LC_MESSAGES` and `LANG` that is set and not empty decides; `ko…` is Korean, anything
    /// else (`C`, `POSIX`, `en_US.UTF-8`, a language learn does not speak) is English.
    package static func fromEnvironment(_ environment: [String: String]) -> Language {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[name], !value.isEmpty else { continue }
            return Language(code: value) ?? .en
        }
        return .en
    }

    /// `--lang` when given (it wins over the environment), else the environment's.
    package static func resolve(flag: Language?, environment: [String: String]) -> Language {
        flag ?? fromEnvironment(environment)
    }

    /// The codes `--lang` takes, for help and errors: `en, ko`.
    package static var codes: String { allCases.map(\.rawValue).joined(separator: ", ") }

    /// The language's own name (`한국어`), for `set lang` and messages.
    package var name: String {
        switch self {
        case .en: "English"
        case .ko: "한국어"
        }
    }
}
