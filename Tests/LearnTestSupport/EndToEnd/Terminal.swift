import Foundation
import Testing

/// A real terminal for `learn`: a detached tmux session on a private tmux server.
///
/// Tests type with ``send(_:)`` and wait for the screen with ``waitFor(_:)``, which polls
/// `capture-pane` with a generous bound: that waits for an external program, it does not time it.
/// Its tmux server stops when the terminal goes away (or at ``close()``).
package final class Terminal {
    package let socket = "learn-e2e-\(UUID().uuidString.prefix(8))"
    package let home: TemporaryHome
    /// Added to (or replacing) the home's environment for `learn`.
    package var environment: [String: String] = [:]
    private var sessions = 0
    /// The tmux session `learn` runs in now. Each start makes a new session before it ends the
    /// last one: ending the server's only session ends the server, and a `new-session` that
    /// meets that server on its way out is lost (the screen reads empty from then on).
    private var current = "learn0"

    package init(home: TemporaryHome = TemporaryHome()) {
        self.home = home
    }

    /// A terminal stops its server when the test lets it go: no test leaves a tmux server behind.
    deinit { close() }

    /// Stops the tmux server and everything in it (again when the terminal goes away).
    package func close() {
        let pid = (try? tmux(["display-message", "-p", "-t", current, "#{pid}"])).flatMap {
            Int32($0.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        _ = try? tmux(["kill-server"])
        // Belt and braces: the server has been seen to outlive `kill-server` under the test runner.
        if let pid, pid > 1 { kill(pid, SIGKILL) }
    }

    /// Starts `learn args` in a new terminal (100×30 unless told); after it exits the pane shows `EXIT=<status>`.
    package func start(_ args: [String] = [], columns: Int = 100, rows: Int = 30) throws {
        sessions += 1
        let env = home.environment.merging(environment) { _, new in new }.map { "\($0.key)='\($0.value)'" }.sorted().joined(separator: " ")
        let command =
            "env -i \(env) '\(LearnBinary.built.path)' " + args.map { "'\($0)'" }.joined(separator: " ")
            + "; echo EXIT=$?; sleep 600"
        try replaceSession(["-x", "\(columns)", "-y", "\(rows)", command])
    }

    /// Starts an interactive `bash` (job control: Ctrl-Z and `fg` work) in a new 120×40 terminal,
    /// with the private home's environment; type `learn` command lines with ``send(_:)``.
    package func startShell() throws {
        sessions += 1
        let env = home.environment.map { "\($0.key)='\($0.value)'" }.sorted().joined(separator: " ")
        try replaceSession(["-x", "120", "-y", "40", "env -i \(env) PS1='$ ' bash --norc --noprofile -i"])
    }

    /// Starts a new session running the command in `arguments`, then ends the one before it.
    private func replaceSession(_ arguments: [String]) throws {
        let old = current
        current = "learn\(sessions)"
        try tmux(["new-session", "-d", "-s", current] + arguments, check: true)
        if sessions > 1 { try tmux(["kill-session", "-t", old]) }
    }

    /// Types keys (tmux names: `Tab`, `Enter`, `Up`, `C-c`, `C-d`, or literal text).
    package func send(_ keys: String...) throws {
        // `--`: keys such as `--pace 0.01` are typed, not read as tmux flags.
        _ = try tmux(["send-keys", "-t", current, "--"] + keys)
    }

    /// The screen's text now.
    package func screen() throws -> String {
        try tmux(["capture-pane", "-p", "-t", current])
    }

    /// The screen's text now and the line the cursor is on, read in one tmux command so the two agree.
    package func screenAndCursorLine() throws -> (screen: String, cursorLine: String) {
        let text = try tmux(["capture-pane", "-p", "-t", current, ";", "display-message", "-p", "-t", current, "#{cursor_y}"])
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        guard let y = lines.popLast().flatMap({ Int($0) }) else { return (text, "") }
        return (lines.joined(separator: "\n") + "\n", y < lines.count ? lines[y] : "")
    }

    /// The screen's text now and what scrolled off it (up to 2,000 lines).
    package func scrollback() throws -> String {
        try tmux(["capture-pane", "-p", "-S", "-2000", "-t", current])
    }

    /// The screen and what scrolled off it, each line as `learn` wrote it: lines the terminal
    /// wrapped are joined again (`capture-pane -J`), so a line wider than the terminal shows.
    package func writtenLines() throws -> [String] {
        try tmux(["capture-pane", "-p", "-J", "-S", "-2000", "-t", current]).split(separator: "\n").map {
            String($0.reversed().drop { $0 == " " }.reversed())
        }
    }

    /// Waits until the screen satisfies `condition` (up to `seconds`, generous: a loaded machine
    /// can take seconds to start a debug `learn`; a passing test never waits that long); returns the screen.
    @discardableResult
    package func waitFor(_ seconds: Double = 60, _ condition: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(seconds)
        var text = try screen()
        while !condition(text) && Date() < deadline {
            usleep(20_000)
            text = try screen()
        }
        if ProcessInfo.processInfo.environment["LEARN_E2E_DEBUG"] != nil {
            print("waitFor after \(Date().timeIntervalSince(deadline) + seconds) s:\n\(text)")
        }
        return text
    }

    /// Waits until the shell's prompt (`learn>`, `learn:LESSON>`) is the screen's last line. The line
    /// editor draws it after it has put the terminal in raw mode, so keys typed from then on reach it
    /// as keys. A Ctrl-D typed while a command still runs meets the cooked terminal instead, which
    /// keeps it as an end-of-file mark that the line editor later reads as a NUL byte: no exit.
    @discardableResult
    package func waitForPrompt() throws -> String {
        try waitFor { Terminal.isPrompt(Terminal.lines($0).last ?? "") }
    }

    /// True for a prompt alone on its line: `learn>`, `learn:hello>`.
    package static func isPrompt(_ line: String) -> Bool {
        line.hasPrefix("learn") && line.hasSuffix(">") && !line.contains(" ")
    }

    /// Waits until `text` is on the screen.
    @discardableResult
    package func waitFor(_ text: String) throws -> String { try waitFor { $0.contains(text) } }

    /// Starts learn's shell (`learn args`) and waits for its first prompt.
    @discardableResult
    package func startAtPrompt(_ args: [String] = [], columns: Int = 100, rows: Int = 30) throws -> String {
        try start(args, columns: columns, rows: rows)
        return try waitFor("learn>")
    }

    /// Types Ctrl-D at the shell's prompt and expects `learn` to exit with status 0.
    package func endWithCtrlD(sourceLocation: SourceLocation = #_sourceLocation) throws {
        try send("C-d")
        let end = try waitFor("EXIT=")
        #expect(end.contains("EXIT=0"), "\(end)", sourceLocation: sourceLocation)
    }

    /// The screen's lines without trailing blanks.
    package static func lines(_ screen: String) -> [String] {
        screen.split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0.reversed().drop { $0 == " " }.reversed())
        }.filter { !$0.isEmpty }
    }

    /// Runs one tmux command and waits for it. Spawned with `posix_spawn` and reaped with
    /// `waitpid`: Foundation's `Process` misses the exit of a tmux client that started a server.
    @discardableResult
    private func tmux(_ args: [String], check: Bool = false) throws -> String {
        let argv = [TestEnvironment.tmux ?? "tmux", "-L", socket, "-f", "/dev/null"] + args
        // Only `capture-pane` prints; the server that `new-session` starts would inherit a pipe
        // and hold it open for its whole life, so output goes to a file.
        let outFile = home.path + "/tmux-\(UUID().uuidString)"
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outFile, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var cArgs = argv.map { strdup($0) } + [nil]
        defer { cArgs.forEach { free($0) } }
        // The terminal starts as from a login: default signal handling, nothing blocked
        // (the test runner may block or ignore signals, and children inherit that).
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let rc = posix_spawn(&pid, argv[0], &actions, &attributes, &cArgs, environ)
        guard rc == 0 else { throw TerminalError(message: "cannot start tmux: error \(rc)") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        defer { unlink(outFile) }
        if check && status != 0 { throw TerminalError(message: "tmux \(args.first ?? "") failed: status \(status)") }
        return (try? String(contentsOfFile: outFile, encoding: .utf8)) ?? ""
    }
}

/// tmux could not be driven.
package struct TerminalError: Error {
    package var message: String
}
