import CLearnSys
import Foundation
import Glibc

/// A demo's process: started with posix_spawn in its own process group, its
/// event stream on one pipe (its fd 3) and its stdout+stderr on another.
final class ChildProcess {
    /// How a child process ended.
    enum Exit: Equatable {
        case exited(Int32)
        case signalled(Int32)
    }

    /// Why a child could not be started.
    struct SpawnError: Error, CustomStringConvertible {
        var description: String
    }

    let pid: pid_t
    let executable: String
    /// Read end of the event stream (non-blocking).
    let wire: Int32
    /// Read end of the child's stdout and stderr (non-blocking).
    let output: Int32
    /// The parent's end of the scheduler's control socket (the child's fd 4), when asked for.
    private(set) var control: Int32?
    private var reaped = false

    /// Starts `executable` with `arguments`, adding `environment` to this process's environment.
    init(executable: String, arguments: [String], environment: [String: String], control wantsControl: Bool = false) throws(SpawnError) {
        var wirePipe: [Int32] = [0, 0], outPipe: [Int32] = [0, 0]
        guard learn_pipe(&wirePipe) == 0 else { throw SpawnError(description: "cannot make a pipe: \(Self.errorText(errno))") }
        guard learn_pipe(&outPipe) == 0 else {
            close(wirePipe[0])
            close(wirePipe[1])
            throw SpawnError(description: "cannot make a pipe: \(Self.errorText(errno))")
        }
        var controlPair: [Int32] = [-1, -1]
        if wantsControl, learn_socket_pair(&controlPair) != 0 { controlPair = [-1, -1] }
        var error: Int32 = 0
        let pid = Self.withCStrings([executable] + arguments) { argv in
            Self.withCStrings(Self.environment(adding: environment)) { envp in
                learn_spawn_control(executable, argv, envp, outPipe[1], wirePipe[1], controlPair[1], &error)
            }
        }
        close(wirePipe[1])
        close(outPipe[1])
        if controlPair[1] >= 0 { close(controlPair[1]) }
        control = controlPair[0] >= 0 ? controlPair[0] : nil
        guard pid > 0 else {
            close(wirePipe[0])
            close(outPipe[0])
            throw SpawnError(description: "cannot start \(executable): \(Self.errorText(error))")
        }
        self.pid = pid
        self.executable = executable
        self.wire = wirePipe[0]
        self.output = outPipe[0]
        _ = fcntl(wire, F_SETFL, fcntl(wire, F_GETFL) | O_NONBLOCK)
        _ = fcntl(output, F_SETFL, fcntl(output, F_GETFL) | O_NONBLOCK)
    }

    deinit {
        close(wire)
        close(output)
        if !reaped {  // never leave a zombie or a runaway demo behind
            _ = learn_kill_group(pid, SIGKILL)
            _ = wait()
        }
    }

    /// Kills the whole process group (the demo and anything it started).
    func killGroup() { _ = learn_kill_group(pid, SIGKILL) }

    /// Waits for the child to end; returns how, and its peak resident memory in bytes.
    func wait() -> (exit: Exit, peakMemory: Int) {
        var status: Int32 = 0
        var maxRSS = 0
        guard learn_wait(pid, true, &status, &maxRSS) == pid else { return (.exited(-1), 0) }
        reaped = true
        var value: Int32 = 0
        let exit: Exit = learn_wait_decode(status, &value) == 2 ? .signalled(value) : .exited(value)
        return (exit, maxRSS * 1024)
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

    private static func environment(adding extra: [String: String]) -> [String] {
        var env = ProcessInfo.processInfo.environment
        for (k, v) in extra { env[k] = v }
        return env.map { "\($0.key)=\($0.value)" }
    }

    private static func errorText(_ code: Int32) -> String { String(cString: strerror(code)) }

    /// Calls `body` with a NULL-terminated C array of copies of `strings`.
    private static func withCStrings<R>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R) -> R {
        let copies: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) } + [nil]
        defer { copies.forEach { free($0) } }
        return body(copies)
    }
}
