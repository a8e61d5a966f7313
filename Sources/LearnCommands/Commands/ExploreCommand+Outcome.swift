import Foundation
import LearnJudge
import LearnLanguage

/// An outcome as `explore` shows it: the outcome itself (`deadlock`, `count=3`, `crash (SIGSEGV),
/// printed last "done"`) stays the key its schedules are counted by; its words are said here.
extension ExploreCommand {
    /// `text` in `say`'s language: status words and a hang translated, a file's `crash (…)`,
    /// `exit status …` and `printed last "…"` in words, values (`count=3`) as they are. English
    /// shows the outcome as it is.
    static func outcomeWords(_ text: String, _ say: Catalogue) -> String {
        guard say.language != .en else { return text }
        switch text {
        case "deadlock": return say(.outcomeDeadlock)
        case "lost wake-up": return say(.outcomeLostWakeup)
        case "stuck": return say(.outcomeStuck)
        case "finished", "crashed", "timed-out", "interrupted", "failed": return Condition.outcomeWords(text, say)
        default: break
        }
        var rest = Substring(text)
        var parts: [String] = []
        /// Takes `", "` after a part, when more follows.
        func next() { if rest.hasPrefix(", ") { rest = rest.dropFirst(2) } }
        // a data race comes first (``DataRace/outcomePart``): `data race on count (6 ↔ 9)`
        let race = "data race on "
        if rest.hasPrefix(race), let open = rest.firstIndex(of: "("), let close = rest[open...].firstIndex(of: ")") {
            let variable = rest[rest.index(rest.startIndex, offsetBy: race.count)..<open].trimmingCharacters(in: .whitespaces)
            parts.append(say(.outcomeDataRace, variable, rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
            next()
        }
        // a file's run that did not finish: how it ended comes first
        if rest.hasPrefix("crash ("), let close = rest.firstIndex(of: ")") {
            parts.append(say(.outcomeCrash, rest[rest.index(rest.startIndex, offsetBy: 7)..<close]))
            rest = rest[rest.index(after: close)...]
            next()
        } else if rest.hasPrefix("exit status ") {
            let status = rest.dropFirst("exit status ".count).prefix { $0 != "," }
            parts.append(say(.outcomeExitStatus, status))
            rest = rest.dropFirst("exit status ".count + status.count)
            next()
        } else if let word = ["timed out", "stopped", "failed"].first(where: { rest == $0 || rest.hasPrefix($0 + ", ") }) {
            let status = ["timed out": "timed-out", "stopped": "interrupted", "failed": "failed"][word] ?? word
            parts.append(Condition.outcomeWords(status, say))
            rest = rest.dropFirst(word.count)
            next()
        }
        // what it printed last: up to the last quote (the values after it hold none)
        let printed = "printed last \""
        if rest.hasPrefix(printed), let close = rest.lastIndex(of: "\""), close >= rest.index(rest.startIndex, offsetBy: printed.count) {
            parts.append(say(.outcomePrintedLast, rest[rest.index(rest.startIndex, offsetBy: printed.count)..<close]))
            rest = rest[rest.index(after: close)...]
            next()
        }
        if !rest.isEmpty { parts.append(String(rest)) }
        return parts.joined(separator: ", ")
    }
}
