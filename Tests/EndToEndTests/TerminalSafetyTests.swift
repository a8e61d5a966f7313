import Foundation
import LearnTestSupport
import Testing

/// What a real terminal sees: job control with a demo running, and text from the history file.
@Suite(.tags(.tmux), .slow, .needsTmux)
struct TerminalSafetyTests {
    /// The pid of a process whose arguments and environment satisfy `matches`.
    static func pid(_ matches: (_ pid: Int32, _ words: [String], _ environment: [String]) -> Bool) -> Int32? {
        let pids = ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).compactMap(Int32.init)
        return pids.first { pid in
            guard let cmd = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline"),
                let env = FileManager.default.contents(atPath: "/proc/\(pid)/environ")
            else { return false }
            let split = { (data: Data) in String(decoding: data, as: UTF8.self).split(separator: "\0").map(String.init) }
            return matches(pid, split(cmd), split(env))
        }
    }

    /// A field of `/proc/PID/status` (`State` → `T (stopped)`).
    /// The command line of process `pid`, word by word (empty when it is gone).
    static func words(_ pid: Int32) -> [String] {
        guard let cmd = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return [] }
        return String(decoding: cmd, as: UTF8.self).split(separator: "\0").map(String.init)
    }

    static func field(_ name: String, _ pid: Int32) -> String? {
        let text = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
        return text.split(separator: "\n").first { $0.hasPrefix(name + ":") }
            .map { $0.dropFirst(name.count + 1).trimmingCharacters(in: .whitespaces) }
    }

    /// Waits (up to 30 s) until process `pid` is in `state` (`T`: stopped); false if it never is.
    static func becomes(_ pid: Int32, state: String) -> Bool {
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline {
            if field("State", pid)?.hasPrefix(state) == true { return true }
            usleep(20_000)
        }
        return false
    }

    @Test
    func ctrlZStopsTheDemoWithTheShellAndFgContinuesBothWithoutAWatchdogReport() throws {
        let term = Terminal()
        try term.startShell()
        try term.waitFor("$ ")
        // Three 1 s tasks one after another; the demo's watchdog is 2 s of silence.
        let marker = "after-fg-\(UUID().uuidString.prefix(6))"
        try term.send(
            "'\(LearnBinary.built.path)' run queues --variant serial-sync --set work=1 --no-color --seed 1 --json >/dev/null", "Enter")
        var learnPid: Int32?
        var demoPid: Int32?
        let deadline = Date().addingTimeInterval(20)
        let mine = "HOME=\(term.home.path)"
        while demoPid == nil && Date() < deadline {
            // learn itself, not its keeper (a fork of learn, with the same words): the one whose parent is no learn
            learnPid = Self.pid { pid, words, env in
                words.contains("run") && words.contains("queues") && env.contains(mine)
                    && Self.field("PPid", pid).flatMap(Int32.init).map { !Self.words($0).contains("queues") } ?? true
            }
            demoPid = learnPid.flatMap { learn in
                // the demo's parent is learn's keeper for the run, a child of learn
                Self.pid { pid, words, _ in
                    guard words.contains("__demo"), let parent = Self.field("PPid", pid) else { return false }
                    return parent == String(learn) || Int32(parent).flatMap { Self.field("PPid", $0) } == String(learn)
                }
            }
            usleep(20_000)
        }
        let learn = try #require(learnPid), demo = try #require(demoPid)
        try term.send("C-z")
        try term.waitFor("Stopped")
        #expect(Self.field("State", learn)?.hasPrefix("T") == true)
        // The shell stops the demo's group with a signal before it stops itself; the demo stops
        // when the kernel next schedules it, which on a loaded machine can come after bash's "Stopped".
        #expect(Self.becomes(demo, state: "T"), "the demo's own process group stopped too")
        // Stopped for longer than the watchdog allows: that time is not silence.
        let cpuBefore = Self.field("voluntary_ctxt_switches", demo)
        let waitUntil = Date().addingTimeInterval(3)
        while Date() < waitUntil { usleep(100_000) }
        #expect(Self.field("State", demo)?.hasPrefix("T") == true)
        #expect(Self.field("voluntary_ctxt_switches", demo) == cpuBefore, "a stopped demo does not run")
        try term.send("fg; echo EXIT=$? \(marker)", "Enter")
        let screen = try term.waitFor(30) { screen in ["0", "1", "64", "130"].contains { screen.contains("EXIT=\($0) \(marker)") } }
        #expect(screen.contains("EXIT=0 \(marker)"), "\(screen)")
    }

    @Test func escapeSequencesInTheHistoryFileAreShownNotObeyed() throws {
        let home = TemporaryHome()
        try FileManager.default.createDirectory(atPath: home.path + "/state/learn", withIntermediateDirectories: true)
        try "list\n\u{1B}]0;pwned\u{07}title\n\u{1B}[2Jcleared\n".write(toFile: home.historyFile, atomically: true, encoding: .utf8)
        let term = Terminal(home: home)
        try term.startAtPrompt()
        try term.send("history", "Enter")
        let screen = try term.waitFor("cleared")
        #expect(screen.contains("2  ^[]0;pwned^Gtitle"))
        #expect(screen.contains("3  ^[[2Jcleared"))
    }

    @Test func aHugeHistoryCostsOnlyItsTail() throws {
        let home = TemporaryHome()
        try FileManager.default.createDirectory(atPath: home.path + "/state/learn", withIntermediateDirectories: true)
        let line = "set " + String(repeating: "x", count: 60) + "=1\n"
        let handle = try FileHandle(
            forWritingTo: URL(
                fileURLWithPath: {
                    _ = FileManager.default.createFile(atPath: home.historyFile, contents: nil)
                    return home.historyFile
                }()))
        let block = Data(String(repeating: line, count: 10_000).utf8)
        for _ in 0..<55 { try handle.write(contentsOf: block) }  // about 35 MB
        try handle.write(contentsOf: Data("the last line\n".utf8))
        try handle.close()
        let term = Terminal(home: home)
        try term.startAtPrompt()
        let pid = try #require(Self.pid { $1.first == LearnBinary.built.path && $2.contains("HOME=\(home.path)") })
        let peak = Self.field("VmHWM", pid).flatMap { Int($0.split(separator: " ").first ?? "") } ?? Int.max
        #expect(peak < 64 * 1024, "peak resident memory \(peak) kB after loading the history")
        try term.send("history", "Enter")
        let screen = try term.waitFor("1000  history")
        #expect(screen.contains("999  the last line"))
    }
}
