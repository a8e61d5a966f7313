@preconcurrency import CEditLine
import Foundation
import LearnSystem

/// The line editor at the shell's prompt: libedit's readline, history, Tab completion, Ctrl-R
/// (``HistorySearch``) and Ctrl-C that clears the line. The only Swift type that imports `CEditLine`.
///
/// Ctrl-C: the process's SIGINT handler (from `CLearnSys`, `SA_RESTART`) only sets a flag, so a
/// blocked `read` would never return. Keys are therefore read by ``readKey()`` through
/// `rl_getc_function`, which waits with `poll` (never restarted after a signal) and turns the
/// flag into an interrupted line. libedit's own signal handling is switched off.
package final class LineEditor {
    /// What one prompt produced.
    package enum Input: Equatable {
        case line(String)
        /// Ctrl-C: the line was dropped.
        case interrupted
        /// Ctrl-D on an empty line, or the terminal went away.
        case endOfInput
    }

    /// Completion: the text before the cursor → the candidates for the word at the cursor.
    package typealias Completer = (_ textBeforeCursor: String) -> [String]

    // The C callbacks below cannot capture context, so they reach the editor through these.
    // Synchronisation: libedit calls them on the thread inside `read(prompt:)`; the shell has one
    // editor and prompts from one thread only.
    nonisolated(unsafe) private static var completer: Completer?
    nonisolated(unsafe) private static var interrupted = false
    /// The lines added to the history, oldest first, for Ctrl-R (``HistorySearch``).
    nonisolated(unsafe) static var history: [String] = []
    /// Keys to hand libedit before reading the terminal: the key that ended a Ctrl-R search.
    nonisolated(unsafe) static var pendingKeys: [Int32] = []
    /// The prompt of the line being read, put back after a Ctrl-R search.
    nonisolated(unsafe) static var prompt = ""

    package init(completer: @escaping Completer) {
        LineEditor.completer = completer
        LineEditor.useUTF8Characters()
        InterruptFlag.install()
        rl_catch_signals = 0
        rl_getc_function = { _ in LineEditor.readKey() }
        rl_attempted_completion_function = { text, start, end in LineEditor.complete(start: start, end: end) }
        rl_completion_append_character = 0
        // A word for completion ends only at a space or a quote: `view=la` is one word, replaced
        // whole by `view=lanes`. libedit reads the *basic* characters when it completes (its
        // default has `=`, which made `set view=la` Tab into `set view=view=lanes`).
        rl_completer_word_break_characters = strdup(" \t\n\"'")
        rl_basic_word_break_characters = UnsafePointer(strdup(" \t\n\"'"))
        rl_initialize()
        LineEditor.bindHistorySearch()
    }

    /// libedit reads, shows, measures and searches characters by the C library's `LC_CTYPE`,
    /// and a process starts in the "C" locale, where Hangul is shown as `\U+D55C`, its two
    /// columns are not counted and a history line with it is not decoded. learn writes UTF-8
    /// everywhere, so the editor takes the environment's character type when it is UTF-8
    /// (`ko_KR.UTF-8`, `C.UTF-8`) and `C.UTF-8` otherwise (`LANG` unset, `C`, `POSIX`). Only
    /// `LC_CTYPE`, before libedit starts: numbers and messages are not the C library's.
    static func useUTF8Characters() {
        if setlocale(LC_CTYPE, "") != nil, let codeset = nl_langinfo(nl_item(CODESET)), String(cString: codeset) == "UTF-8" { return }
        setlocale(LC_CTYPE, "C.UTF-8")
    }

    /// Shows `prompt` and reads one line with editing, history and completion.
    package func read(prompt: String) -> Input {
        LineEditor.interrupted = false
        LineEditor.pendingKeys = []
        LineEditor.prompt = prompt
        _ = InterruptFlag.take()
        guard let raw = readline(prompt) else {
            if LineEditor.interrupted { return .interrupted }
            return .endOfInput
        }
        let line = String(cString: raw)
        free(raw)
        if LineEditor.interrupted {
            return .interrupted
        }
        return .line(line)
    }

    /// Adds a line to the in-memory history (Up/Down, Ctrl-R).
    package func addHistory(_ line: String) {
        add_history(line)
        LineEditor.history.append(line)
    }

    /// Reads one key, decoding UTF-8 (libedit's readline layer takes whole characters here).
    /// Returns -1 at end of input, or `\n` after Ctrl-C so that readline returns the line.
    static func readKey() -> Int32 {
        if !pendingKeys.isEmpty { return pendingKeys.removeFirst() }
        guard let first = readByte() else { return -1 }
        if first == -2 { return 10 }
        let length = first < 0x80 ? 1 : first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : first >= 0xC0 ? 2 : 1
        var scalar = length == 1 ? first : first & (0xFF >> (length + 1))
        for _ in 1..<length {
            guard let next = readByte(), next >= 0 else { return -1 }
            scalar = (scalar << 6) | (next & 0x3F)
        }
        return scalar
    }

    /// One byte from standard input; -2 after Ctrl-C; nil at end of input.
    private static func readByte() -> Int32? {
        while true {
            if InterruptFlag.take() {
                interrupted = true
                _ = Glibc.write(STDOUT_FILENO, "^C", 2)
                return -2
            }
            var fds = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            let ready = poll(&fds, 1, 200)
            if ready < 0 && errno == EINTR { continue }
            if ready == 0 { continue }
            var byte: UInt8 = 0
            let n = Glibc.read(STDIN_FILENO, &byte, 1)
            if n == 1 { return Int32(byte) }
            if n < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            return nil
        }
    }

    /// Builds readline's match array: the common prefix first, then every candidate.
    private static func complete(start: Int32, end: Int32) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
        rl_attempted_completion_over = 1
        guard let buffer = rl_line_buffer, let completer else { return nil }
        let bytes = Array(
            UnsafeBufferPointer(
                start: UnsafeRawPointer(buffer).assumingMemoryBound(to: UInt8.self),
                count: Int(max(0, rl_point))))
        let before = String(decoding: bytes, as: UTF8.self)
        let candidates = completer(before)
        guard !candidates.isEmpty else { return nil }
        // libedit appends its own space only in some cases; a single match gets one here instead,
        // except `iterations=`, which waits for its value.
        rl_completion_append_character = 0
        let single = candidates.count == 1 ? [candidates[0].hasSuffix("=") ? candidates[0] : candidates[0] + " "] : nil
        let entries = single ?? [commonPrefix(candidates)] + candidates
        let array = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: entries.count + 1)
        for (i, entry) in entries.enumerated() { array[i] = strdup(entry) }
        array[entries.count] = nil
        return array
    }

    /// The longest prefix all `words` share.
    static func commonPrefix(_ words: [String]) -> String {
        guard var prefix = words.first else { return "" }
        for word in words.dropFirst() {
            while !word.hasPrefix(prefix) { prefix.removeLast() }
        }
        return prefix
    }
}
