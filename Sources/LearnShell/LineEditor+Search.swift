@preconcurrency import CEditLine
import Foundation

/// Ctrl-R: the history searched by whole characters (``HistorySearch``), drawn by libedit as a
/// prompt (`(reverse-i-search)`한글': `) and the line found.
extension LineEditor {
    /// Binds Ctrl-R to ``searchHistory()`` in place of libedit's own search.
    static func bindHistorySearch() {
        _ = rl_add_defun("learn-history-search", { _, _ in LineEditor.searchHistory() }, 0x12)
    }

    /// Reads keys until the search ends. Enter takes the line found and runs it; Ctrl-G puts the
    /// line back as it was; any other key that is not a character (an arrow, Ctrl-A, Ctrl-C)
    /// keeps the line found and is handed on to the editor, which then does what it means.
    private static func searchHistory() -> Int32 {
        let before = String(cString: rl_line_buffer)
        var search = HistorySearch(lines: history)
        // what the terminal shows from the prompt's start to its cursor
        var cursorText = lineBeforeCursor()
        var shown = prompt + cursorText
        func show(_ promptNow: String, _ line: String?) {
            _ = rl_set_prompt(promptNow)
            if let line {
                // libedit keeps the cursor's index, up to the new line's end
                rl_replace_line(line, 0)
                cursorText = String(String.UnicodeScalarView(line.unicodeScalars.prefix(cursorText.unicodeScalars.count)))
            }
            eraseShown(shown)
            rl_forced_update_display()
            shown = promptNow + cursorText
        }
        show(search.prompt, nil)
        var restore = false
        reading: while true {
            let key = readKey()
            switch key {
            case -1:
                break reading
            case 0x07:  // Ctrl-G: as it was
                restore = true
                break reading
            case 0x12:
                search.older()
            case 0x08, 0x7F:
                search.erase()
            case 0x20...:
                if let scalar = Unicode.Scalar(UInt32(key)) { search.type(Character(scalar)) }
            default:  // Enter, Ctrl-C's newline, an escape sequence's first byte, a control key
                pendingKeys.append(key)
                break reading
            }
            // the line found, else the line as it is (the last found, or as it was)
            show(search.prompt, search.line)
        }
        // libedit ignores an empty line to put back: Ctrl-U, handed on, empties it; a line found
        // is edited from its end (Ctrl-E before the key handed on)
        if restore && before.isEmpty { pendingKeys.append(0x15) }
        if !restore && search.line != nil { pendingKeys.insert(0x05, at: 0) }
        show(prompt, restore && !before.isEmpty ? before : nil)
        return 0
    }

    /// The line's text before the cursor (`rl_point` counts bytes).
    private static func lineBeforeCursor() -> String {
        guard let buffer = rl_line_buffer else { return "" }
        let bytes = UnsafeRawPointer(buffer).assumingMemoryBound(to: UInt8.self)
        return String(decoding: UnsafeBufferPointer(start: bytes, count: Int(max(0, rl_point))), as: UTF8.self)
    }

    /// Moves the terminal's cursor back to where the prompt starts and clears from there down:
    /// libedit draws a refreshed line as on a blank display from where it believes the cursor
    /// is, the prompt's start, which it is not after a line was drawn. `shown` is what the
    /// terminal shows from the prompt's start to its cursor; its rows count display columns.
    private static func eraseShown(_ shown: String) {
        var columns: Int32 = 0
        rl_get_screen_size(nil, &columns)
        let width = shown.unicodeScalars.reduce(0) { $0 + max(0, Int(learn_wcwidth($1.value))) }
        let up = columns > 0 ? width / Int(columns) : 0
        let move = "\r" + (up > 0 ? "\u{1B}[\(up)A" : "") + "\u{1B}[J"
        _ = move.withCString { Glibc.write(STDOUT_FILENO, $0, strlen($0)) }
    }
}
