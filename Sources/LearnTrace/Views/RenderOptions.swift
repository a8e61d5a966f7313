import Foundation
import LearnLanguage

/// How views draw: colour, width, and whether Unicode blocks may be used.
package struct RenderOptions: Sendable, Equatable {
    package var color: Bool
    package var width: Int
    package var unicode: Bool
    /// Rows of the terminal: what one screen holds when a lesson pauses for a class.
    package var height: Int
    /// The language of the words around a run (`--lang`, the locale, `set lang=`): every
    /// renderer reads it here, with the width.
    package var language: Language

    package init(color: Bool = false, width: Int = 80, unicode: Bool = true, height: Int = 24, language: Language = .en) {
        self.color = color
        self.width = width
        self.unicode = unicode
        self.height = height
        self.language = language
    }

    /// The message catalogue of ``language``.
    package var words: Catalogue { Catalogue(language) }

    /// Plain text, 80 columns: for tests and pipes.
    package static let plain = RenderOptions()

    /// Decides once, as mature tools do: colour when stdout is a terminal, `TERM` is not
    /// `dumb`, `NO_COLOR` is unset, and `--no-color` was not given; width from the terminal.
    package static func forStandardOutput(noColor: Bool = false) -> RenderOptions {
        let env = ProcessInfo.processInfo.environment
        let tty = isatty(STDOUT_FILENO) == 1
        let term = env["TERM"] ?? ""
        let color = tty && term != "dumb" && env["NO_COLOR"] == nil && !noColor
        var width = 80
        var height = 24
        var size = winsize()
        if tty, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
            width = Int(size.ws_col)
            if size.ws_row > 0 { height = Int(size.ws_row) }
        } else if let cols = env["COLUMNS"].flatMap(Int.init), cols > 0 {
            width = cols
        }
        if !tty || size.ws_row == 0, let rows = env["LINES"].flatMap(Int.init), rows > 0 { height = rows }
        let lang = (env["LC_ALL"] ?? env["LC_CTYPE"] ?? env["LANG"] ?? "").uppercased()
        let unicode = term != "dumb" && term != "linux" && (lang.isEmpty || lang.contains("UTF-8") || lang.contains("UTF8"))
        return RenderOptions(color: color, width: max(40, min(width, 200)), unicode: unicode, height: max(10, min(height, 500)))
    }
}
