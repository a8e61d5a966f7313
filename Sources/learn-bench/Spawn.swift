import Foundation

/// Runs a tool to its end the cheapest way there is (`posix_spawn`, then `wait4`), so the
/// figure is the tool's own: Foundation's `Process.waitUntilExit` notices an exit up to ~50 ms
/// late, as much as a whole link.
enum Spawn {
    /// Wall seconds from spawn to reaping, the child's CPU seconds (user + system, with the
    /// children it waited for), and whether it exited with status 0; nil when it could not
    /// start. Output is discarded. `environment` is added to learn-bench's own, or is the whole
    /// of the child's when `inheriting` is false.
    static func run(
        _ executable: String, _ arguments: [String], environment: [String: String] = [:], inheriting: Bool = true
    ) -> (wall: Double, cpu: Double, succeeded: Bool)? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let merged = inheriting ? ProcessInfo.processInfo.environment.merging(environment) { _, new in new } : environment
        var cArgs = ([executable] + arguments).map { strdup($0) } + [nil]
        var cEnv = merged.map { strdup($0.key + "=" + $0.value) } + [nil]
        defer { (cArgs + cEnv).forEach { free($0) } }
        var pid: pid_t = 0
        let begin = DispatchTime.now().uptimeNanoseconds
        guard posix_spawn(&pid, executable, &actions, nil, &cArgs, &cEnv) == 0 else { return nil }
        var status: Int32 = 0
        var usage = rusage()
        // wait4 gives this child's own rusage, not the sum over every child reaped so far.
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let wall = Double(DispatchTime.now().uptimeNanoseconds - begin) / 1e9
        // exited (low 7 bits 0) with status 0: the whole wait status is 0
        return (wall, seconds(usage.ru_utime) + seconds(usage.ru_stime), status == 0)
    }

    private static func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
}
