import Foundation
import LearnLanguage

extension Session {
    /// Writes `lines` a screen at a time when a person reads them in the shell on a terminal
    /// shorter than they are (`list`, `help`: 45 and 68 lines scrolled past a 24-row screen):
    /// Enter shows the next screen, `q` stops. Piped, in one-shot commands, or when they fit, the
    /// lines are written as they are.
    package func page(_ lines: [String]) {
        let rows = render.height
        guard interactive, isatty(STDOUT_FILENO) == 1, lines.count > rows - 1 else {
            lines.forEach { console.line($0) }
            return
        }
        let words = Catalogue(language)
        var shown = 0
        while shown < lines.count {
            let next = min(lines.count, shown + rows - 1)
            lines[shown..<next].forEach { console.line($0) }
            shown = next
            guard shown < lines.count else { return }
            guard let reply = ask(words(.pageMore, shown, lines.count)) else { return }
            if reply.trimmingCharacters(in: .whitespaces).lowercased() == "q" { return }
        }
    }
}
