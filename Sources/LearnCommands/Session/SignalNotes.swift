import LearnLanguage
import LearnSystem

/// What learn says of the signals its guard ignored (``SignalGuard``): one sentence after the
/// command during which a process learn started sent learn a signal, naming the signal and its
/// sender.
enum SignalNotes {
    /// Says it on `console` as a "Note:" paragraph at `width`, in `language`; nothing when no
    /// signal was ignored since the last time.
    static func tell(on console: Console, language: Language, width: Int) {
        guard let ignored = SignalGuard.take() else { return }
        let say = Catalogue(language)
        console.line(Text.hanging(say(.playNote), sentence(ignored, say), width: width).joined(separator: "\n"))
    }

    /// The sentence in `say`'s language.
    static func sentence(_ ignored: SignalGuard.Ignored, _ say: Catalogue) -> String {
        say(.signalsIgnored, ignored.count, ignored.signal, Int(ignored.sender))
    }
}
