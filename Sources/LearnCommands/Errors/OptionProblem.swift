import LearnLanguage
import LearnTrace

/// An option given a value (or a company) it cannot take: the facts, not the words.
///
/// A command's `validate()` throws it; ArgumentParser keeps it inside its own error, and
/// ``ErrorReport`` finds it there and says it in the session's language, with the usage
/// ArgumentParser prints for a `ValidationError` on the command line, and exit 64. Its
/// `description` is the English message (what ArgumentParser itself would print).
package enum OptionProblem: Error, Equatable, CustomStringConvertible {
    /// `--pace` that is not a number above 0 and at most 100.
    case pace(String)
    /// `--seed` that is not a whole number from 0.
    case seed(String)
    /// `--view` that names no views (nor `none`).
    case view(String)
    /// `--replay` that is not a token a scheduled run printed.
    case replayToken(String)
    /// `--lang` that names no language learn speaks.
    case language(String)
    /// A number option (`--watchdog`, `--budget`) outside `above <` value `<= atMost`, NaN and
    /// the infinities included; in `seconds` or a plain number.
    case number(option: String, value: Double, above: Double, atMost: Double, seconds: Bool)
    /// A whole-number option (`--runs`, `--repeat`) outside its range.
    case wholeNumber(option: String, value: Int, range: ClosedRange<Int>)
    /// `--tsan` with `--trace-out`: a ThreadSanitizer run is not traced.
    case tsanIsNotTraced
    /// `--schedule` or `--replay` (the flag) with `--tsan`.
    case tsanWithScheduler(flag: String)
    /// `--schedule` or `--replay` (the flag) with `--repeat`.
    case runsOnce(flag: String)
    /// `--schedule` with `--replay`.
    case scheduleOrReplay
    /// `--tsan` with `--repeat`.
    case tsanWithRepeat
    /// `verify --replay` that is not the TOKEN:SEED a verify printed.
    case verifyReplay(String)
    /// `verify --replay` with `--watch`.
    case replayWithWatch
    /// `verify --html` with `--watch`.
    case pageWithWatch
    /// `verify --format` that is neither `terminal` nor `github`.
    case verifyFormat(String)
    /// `verify --all` with an exercise's name, `--watch` or `--replay` (the flag, or the name).
    case verifyAllWith(String)
    /// `verify --junit` or `--format github` without `--all`.
    case verifyReportNeedsAll
    /// `serve --port` that is not a whole number from 0 to 65535.
    case port(String)

    package var description: String { message(.en) }

    /// The problem in `language`'s words.
    package func message(_ language: Language) -> String {
        let say = Catalogue(language)
        return switch self {
        case .pace(let text): say(.optionPace, text)
        case .seed(let text): say(.optionSeed, UInt64.max, text)
        case .view(let text): say(.optionView, TraceView.names.joined(separator: ", "), text)
        case .replayToken(let text): say(.optionReplayToken, ScheduleToken.quoted(text))
        case .language(let text): say(.optionLanguage, Language.codes, text)
        case .number(let option, let value, let above, let atMost, let seconds):
            say(seconds ? .optionSeconds : .optionNumber, option, NumberOption.format(above), NumberOption.format(atMost), value)
        case .wholeNumber(let option, let value, let range):
            say(.optionWholeNumber, option, range.lowerBound, range.upperBound, value)
        case .tsanIsNotTraced: say(.optionTSanNotTraced)
        case .tsanWithScheduler(let flag): say(.optionTSanWithScheduler, flag)
        case .runsOnce(let flag): say(.optionRunsOnce, flag)
        case .scheduleOrReplay: say(.optionScheduleOrReplay)
        case .tsanWithRepeat: say(.optionTSanWithRepeat)
        case .verifyReplay(let text): say(.verifyBadReplay, ScheduleToken.quoted(text))
        case .replayWithWatch: say(.verifyReplayNoWatch)
        case .pageWithWatch: say(.verifyPageNoWatch)
        case .verifyFormat(let text): say(.verifyBadFormat, VisibleText.name(text))
        case .verifyAllWith(let what): say(.verifyAllWith, VisibleText.name(what))
        case .verifyReportNeedsAll: say(.verifyReportNeedsAll)
        case .port(let text): say(.servePortProblem, VisibleText.name(text))
        }
    }
}
