import Foundation
import LearnRunner
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

    /// Runs `learn` with `arguments`; kills it after `limit` seconds (a safety net, not a measurement).
    static func run(learn: String, _ arguments: [String], pinnedTo cpu: Int? = nil, limit: Double = 60) -> ChildDemoRun {
        let process = Process()
        if let cpu {
            process.executableURL = URL(fileURLWithPath: taskset)
            process.arguments = ["-c", String(cpu), learn] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: learn)
            process.arguments = arguments
        }
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return ChildDemoRun(finishedNormally: false, events: []) }
        let pid = process.processIdentifier
        let watchdog = DispatchWorkItem { kill(pid, SIGKILL) }
        DispatchQueue.global().asyncAfter(deadline: .now() + limit, execute: watchdog)
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog.cancel()
        let events = WireReader.read(data).compactMap { item in
            if case .event(let e) = item { e } else { nil }
        }
        let normal = process.terminationReason == .exit && process.terminationStatus == 0
        return ChildDemoRun(finishedNormally: normal, events: events)
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
