import Glibc
import LearnRunner
import LearnSystem
import LearnTrace

/// One run of `learn __demo …` from a benchmark: the events it wrote to stdout.
///
/// The child can be pinned to one CPU with `taskset -c CPU` (util-linux), so that
/// the demo's threads share a single core, as on a one-core machine.
struct ChildDemoRun {
    /// How the child ended: normally, or not (crash, kill at the limit, bad arguments).
    var finishedNormally: Bool
    var events: [TraceEvent]

    /// The last value the demo reported as `name` (`ctx.result(name, n)`), if any.
    func value(_ name: String) -> Int64? {
        events.last { $0.kind == .value && $0.label == name }?.value
    }

    static let taskset = "/usr/bin/taskset"

    /// Runs `learn` with `arguments` (its events on fd 3, its output discarded); kills it after
    /// `limit` seconds (a safety net, not a measurement).
    static func run(learn: String, _ arguments: [String], pinnedTo cpu: Int? = nil, limit: Double = 60) -> ChildDemoRun {
        let (executable, argv) = cpu.map { (taskset, ["-c", String($0), learn] + arguments) } ?? (learn, arguments)
        guard
            let child = try? ChildProcess(
                executable: executable, arguments: argv, environment: [ChildProtocol.wireDescriptorVariable: "3"],
                streams: .discarded)
        else { return ChildDemoRun(finishedNormally: false, events: []) }
        let deadline = MonotonicClock.now() &+ UInt64(limit * 1e9)
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            guard MonotonicClock.now() < deadline else {
                child.killGroup()
                break
            }
            var fds = [pollfd(fd: child.wire, events: Int16(POLLIN), revents: 0)]
            guard poll(&fds, 1, 100) > 0 else { continue }
            let n = buffer.withUnsafeMutableBytes { read(child.wire, $0.baseAddress, $0.count) }
            if n > 0 {
                bytes += buffer[..<n]
            } else if n == 0 || (errno != EAGAIN && errno != EINTR) {
                break
            }
        }
        let events = WireReader.read(bytes).compactMap { item in
            if case .event(let e) = item { e } else { nil }
        }
        return ChildDemoRun(finishedNormally: child.wait().exit == .exited(0), events: events)
    }
}

extension RunStatus {
    /// How a run that should have finished ended, in a few words for a "not measured" figure.
    var whyNotFinished: String {
        switch self {
        case .failed(let message): message
        case .crashed(_, _, let summary): summary
        default: word
        }
    }
}
