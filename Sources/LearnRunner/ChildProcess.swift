import CLearnSys
import Foundation
import Glibc
import LearnLanguage

/// A demo's or a program's process, started under a keeper (`learn_keeper.c`): a small process
/// forked from learn, a child subreaper, whose child the program is. The program runs in its
/// own process group and is killed if its keeper dies; its event stream arrives on one pipe (its
/// fd 3) and its stdout+stderr on another. When the program ends, or learn stops the run or
/// dies, the keeper kills every process the program left behind, in whatever process group.
///
/// It is the one way learn starts a process: a demo, a learner's program, a tool (the compiler),
/// the learner's editor on the terminal (``Streams/terminal``), and the benchmarks' children.
package final class ChildProcess {
    /// Where the child's fds 0–2 go.
    package enum Streams: Sendable {
        /// stdin from /dev/null; stdout and stderr together to a pipe learn reads (``output``).
        case captured
        /// stdin, stdout and stderr to /dev/null: a tool run for its status (and its time) alone.
        case discarded
        /// learn's own terminal: the child keeps learn's fds 0–2 and its process group, the
        /// terminal's foreground, as a program started from a shell does (the learner's editor,
        /// which must own the terminal); nothing sandboxes it or sweeps up what it leaves running.
        case terminal
    }

    /// How a child process ended.
    package enum Exit: Equatable, Sendable {
        case exited(Int32)
        case signalled(Int32)
    }

    /// Why a child could not be started.
    package struct SpawnError: Error, CustomStringConvertible {
        /// What failed, said in the language of the run that reports it.
        package var words: Words
        package var description: String { words.description }
    }

    /// How the child ended, as its keeper saw it.
    package struct Ending: Sendable {
        package var exit: Exit
        /// Its peak resident memory in bytes (0 when unknown).
        package var peakMemory: Int
        /// How many processes it started were still running when it ended, and were killed.
        package var strays: Int
        /// Its CPU seconds, user and system, with the children it waited for (0 when unknown).
        package var cpuSeconds: Double = 0
    }

    package let pid: pid_t
    package let executable: String
    /// Read end of the event stream (non-blocking); -1 when the child has none.
    package let wire: Int32
    /// Read end of the child's stdout and stderr (non-blocking); -1 unless they are ``Streams/captured``.
    package let output: Int32
    private let streams: Streams
    /// The parent's end of the scheduler's control socket (the child's fd 4), when asked for.
    private(set) var control: Int32?
    private var keeper: learn_keeper_t
    /// The zygote that forked this run (``ProgramZygote``), which reports its end instead of a keeper.
    private let zygote: ProgramZygote?
    private var ended: Ending?

    /// Starts `executable` with `arguments`, adding `environment` to this process's environment
    /// (or, `inheriting` false, giving it `environment` alone); `wire` false gives it no fd 3 (a
    /// tool such as the compiler); `passing` gives it that descriptor as its fd 4 (the caller keeps
    /// and closes its own); `streams` says where its fds 0–2 go; `writable` sandboxes it (a
    /// learner's program): it may write only in those folders (``RunFolder``), where the kernel
    /// has Landlock (`learn_keeper.c`); `readable` limits what it may read to what is beneath
    /// those files and folders (``Sandbox/readable(writing:)``).
    package init(
        executable: String, arguments: [String], environment: [String: String], inheriting: Bool = true,
        control wantsControl: Bool = false, wire wantsWire: Bool = true, passing passed: Int32? = nil,
        streams: Streams = .captured, writable: [String]? = nil, readable: [String]? = nil
    ) throws(SpawnError) {
        var wirePipe: [Int32] = [-1, -1], outPipe: [Int32] = [-1, -1]
        switch streams {
        case .captured:
            guard learn_pipe(&outPipe) == 0 else { throw SpawnError(words: Words(.diagCannotMakePipe, Self.errorText(errno))) }
        case .discarded:
            outPipe[1] = open("/dev/null", O_WRONLY | O_CLOEXEC)
            guard outPipe[1] >= 0 else { throw SpawnError(words: Words(.diagCannotStartProgram, executable, Self.errorText(errno))) }
        case .terminal:
            break
        }
        if wantsWire, learn_pipe(&wirePipe) != 0 {
            if outPipe[0] >= 0 { close(outPipe[0]) }
            if outPipe[1] >= 0 { close(outPipe[1]) }
            throw SpawnError(words: Words(.diagCannotMakePipe, Self.errorText(errno)))
        }
        var controlPair: [Int32] = [-1, -1]
        if let passed {
            controlPair[1] = passed
        } else if wantsControl, learn_socket_pair(&controlPair) != 0 {
            controlPair = [-1, -1]
        }
        var error: Int32 = 0
        var keeper = learn_keeper_t(pid: 0, report_fd: -1, lifeline_fd: -1)
        let pid = Self.withCStrings([executable] + arguments) { argv in
            Self.withCStrings(Self.environment(adding: environment, inheriting: inheriting)) { envp in
                Self.withFolders(writable) { folders in
                    Self.withFolders(readable) { readable in
                        learn_spawn_kept(
                            executable, argv, envp, folders, readable, outPipe[1], wirePipe[1], controlPair[1], streams == .terminal,
                            &keeper, &error)
                    }
                }
            }
        }
        if wirePipe[1] >= 0 { close(wirePipe[1]) }
        if outPipe[1] >= 0 { close(outPipe[1]) }
        if controlPair[1] >= 0, passed == nil { close(controlPair[1]) }
        control = controlPair[0] >= 0 ? controlPair[0] : nil
        guard pid > 0 else {
            if wirePipe[0] >= 0 { close(wirePipe[0]) }
            if outPipe[0] >= 0 { close(outPipe[0]) }
            if let control { close(control) }
            throw SpawnError(words: Words(.diagCannotStartProgram, executable, Self.errorText(error)))
        }
        self.pid = pid
        self.keeper = keeper
        self.zygote = nil
        self.executable = executable
        self.wire = wirePipe[0]
        self.output = outPipe[0]
        self.streams = streams
        if wire >= 0 { _ = fcntl(wire, F_SETFL, fcntl(wire, F_GETFL) | O_NONBLOCK) }
        if output >= 0 { _ = fcntl(output, F_SETFL, fcntl(output, F_GETFL) | O_NONBLOCK) }
    }

    /// A run `zygote` forked as `pid`: `wire`, `output` and `control` are learn's ends of its descriptors.
    init(forkedBy zygote: ProgramZygote, pid: pid_t, executable: String, wire: Int32, output: Int32, control: Int32?) {
        self.pid = pid
        self.keeper = learn_keeper_t(pid: 0, report_fd: -1, lifeline_fd: -1)
        self.zygote = zygote
        self.executable = executable
        self.wire = wire
        self.output = output
        self.streams = .captured
        self.control = control
        if wire >= 0 { _ = fcntl(wire, F_SETFL, fcntl(wire, F_GETFL) | O_NONBLOCK) }
        _ = fcntl(output, F_SETFL, fcntl(output, F_GETFL) | O_NONBLOCK)
    }

    deinit {
        if wire >= 0 { close(wire) }
        if output >= 0 { close(output) }
        if ended == nil {  // never leave a zombie or a runaway demo behind: the keeper kills it all
            killGroup()
            if let zygote {
                _ = zygote.end(of: pid)
            } else {
                _ = learn_keeper_end(&keeper, true, nil)
            }
        }
    }

    /// Kills the whole process group (the demo and anything it started in it); the keeper
    /// kills what it started elsewhere once the child is gone. On the terminal the group is
    /// learn's own: the child alone is killed.
    package func killGroup() {
        if streams == .terminal { _ = kill(pid, SIGKILL) } else { _ = learn_kill_group(pid, SIGKILL) }
    }

    /// Waits for the child to end; returns how, its peak memory, and the strays its keeper killed.
    @discardableResult
    package func wait() -> Ending {
        if let ended { return ended }
        if let zygote {
            let ending = zygote.end(of: pid)
            ended = ending
            return ending
        }
        var report = learn_keeper_report_t()
        let ending: Ending
        if learn_keeper_end(&keeper, false, &report) {
            var value: Int32 = 0
            let exit: Exit = learn_wait_decode(report.status, &value) == 2 ? .signalled(value) : .exited(value)
            ending = Ending(
                exit: exit, peakMemory: Int(report.max_rss_kb) * 1024, strays: Int(report.strays), cpuSeconds: Double(report.cpu_us) / 1e6)
        } else {
            ending = Ending(exit: .exited(-1), peakMemory: 0, strays: 0)
        }
        ended = ending
        return ending
    }

    /// How many CPUs the child may run on (its affinity, inherited from this process); 0 when unknown.
    func cpuCount() -> Int {
        let n = Int(learn_cpu_count(pid))
        return n > 0 ? n : Int(learn_cpu_count(0))  // the child inherited this process's mask
    }

    /// The scheduler state of each of the child's threads (`R` running, `S` sleeping, …), by tid.
    func threadStates() -> [Int32: Character] {
        let dir = "/proc/\(pid)/task"
        guard let tids = try? FileManager.default.contentsOfDirectory(atPath: dir) else { return [:] }
        var states: [Int32: Character] = [:]
        for name in tids {
            guard let tid = Int32(name),
                let stat = try? String(contentsOfFile: "\(dir)/\(name)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { continue }
            // `pid (comm) S …`: the state is the first character after the comm's closing paren.
            if let state = stat[stat.index(after: close)...].first(where: { $0 != " " }) { states[tid] = state }
        }
        return states
    }

    private static func environment(adding extra: [String: String], inheriting: Bool) -> [String] {
        var env = inheriting ? ProcessInfo.processInfo.environment : [:]
        for (k, v) in extra { env[k] = v }
        return env.map { "\($0.key)=\($0.value)" }
    }

    private static func errorText(_ code: Int32) -> String { String(cString: strerror(code)) }

    /// Calls `body` with a NULL-terminated C array of copies of `folders`, or NULL for none.
    private static func withFolders<R>(_ folders: [String]?, _ body: (UnsafePointer<UnsafePointer<CChar>?>?) -> R) -> R {
        guard let folders else { return body(nil) }
        let copies: [UnsafePointer<CChar>?] = folders.map { UnsafePointer(strdup($0)) } + [nil]
        defer { copies.forEach { free(UnsafeMutablePointer(mutating: $0)) } }
        return copies.withUnsafeBufferPointer { body($0.baseAddress) }
    }

    /// Calls `body` with a NULL-terminated C array of copies of `strings`.
    private static func withCStrings<R>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R) -> R {
        let copies: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) } + [nil]
        defer { copies.forEach { free($0) } }
        return body(copies)
    }
}
