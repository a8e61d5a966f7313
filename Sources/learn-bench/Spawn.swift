import LearnRunner
import LearnSystem

/// Runs a tool to its end as learn starts every child (``ChildProcess``, its output discarded)
/// and times it from the start to the keeper's report of its end: Foundation's
/// `Process.waitUntilExit` noticed an exit up to ~50 ms late, as much as a whole link.
enum Spawn {
    /// Wall seconds from start to reaping, the child's CPU seconds (user + system, with the
    /// children it waited for), and whether it exited with status 0; nil when it could not
    /// start. Output is discarded. `environment` is added to learn-bench's own, or is the whole
    /// of the child's when `inheriting` is false.
    static func run(
        _ executable: String, _ arguments: [String], environment: [String: String] = [:], inheriting: Bool = true
    ) -> (wall: Double, cpu: Double, succeeded: Bool)? {
        let begin = MonotonicClock.now()
        guard
            let child = try? ChildProcess(
                executable: executable, arguments: arguments, environment: environment, inheriting: inheriting, wire: false,
                streams: .discarded)
        else { return nil }
        let ending = child.wait()
        return (Double(MonotonicClock.now() &- begin) / 1e9, ending.cpuSeconds, ending.exit == .exited(0))
    }
}
