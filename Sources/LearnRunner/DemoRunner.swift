import Foundation
import LearnLanguage
import LearnSystem
import LearnTrace

/// Runs each demo in a child process of this executable (`learn __demo …`).
///
/// The child is started as a ``ChildProcess`` (its own process group, under a keeper) and streams
/// its events over a pipe; `live` sees each event as it arrives. A crash, a
/// hang (the watchdog) or Ctrl-C ends the child's whole group and becomes a
/// ``RunStatus`` with sentences for the learner; the shell never goes down
/// with a demo. The parent keeps at most ``eventCapacity`` events of a run.
package struct DemoRunner: TargetRunning {
    /// The executable to start as the child: by default this process's own binary.
    package var executable: String
    /// Events kept per run (the first half and the most recent half; the rest are counted).
    package var eventCapacity: Int
    /// Asks the learner which thread goes on in step mode (nil: the real scheduler decides).
    package var console: ScheduleConsole?
    /// The default ``eventCapacity``: about 11 MB of events, and as much again while
    /// ``Trace`` sorts them, so a flood keeps the shell well under 64 MB.
    package static let defaultEventCapacity = 100_000
    /// Asked while a run waits for data, and once before it starts to clear a Ctrl-C meant for
    /// earlier work: true stops the run as Ctrl-C does. By default the process's SIGINT flag
    /// (``InterruptFlag``); a test passes its own, since a real signal reaches every run in the process.
    package var interrupted: @Sendable () -> Bool = { InterruptFlag.take() }

    /// Set in the child's environment unless the caller's environment asks
    /// otherwise (`LEARN_DEMO_BACKTRACE=yes` keeps the Swift runtime's backtracer):
    /// a crashing demo dies quickly instead of printing a backtrace over the lesson.
    package static let quietBacktrace = "enable=no"

    package init(
        executable: String = DemoRunner.currentExecutable, eventCapacity: Int = DemoRunner.defaultEventCapacity,
        console: ScheduleConsole? = nil
    ) {
        self.executable = executable
        self.eventCapacity = eventCapacity
        self.console = console
    }

    package static var currentExecutable: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    /// The same runner, its step screen speaking `options`' language at its width.
    package func speaking(_ options: RenderOptions) -> any TargetRunning {
        var runner = self
        runner.console = console?.speaking(options)
        return runner
    }

    /// Runs the request's demo; a program target is not this runner's (``ProgramRunner`` runs it).
    package func run(_ request: RunRequest, live: (TraceEvent) -> Void) -> RunResult {
        guard let demo = request.target.demo else {
            return RunResult(
                request: request, status: .notADemo(request.target, words: Catalogue(request.language)), trace: Trace(events: []))
        }
        _ = interrupted()  // a Ctrl-C pressed before this run is not meant for it
        let child: ChildProcess
        do {
            child = try ChildProcess(
                executable: executable, arguments: arguments(request, demo), environment: environment(request, demo),
                control: request.schedule.map { $0 != .record } ?? false)
        } catch {
            return RunResult(
                request: request,
                status: .failed(Catalogue(request.language)(.diagCannotStartDemo, error.words.said(in: request.language))),
                trace: Trace(events: []))
        }
        let session = RunSession(child: child, watchdog: watchdog(request, demo), capacity: eventCapacity, interrupted: interrupted)
        session.schedule = child.control.map { ScheduleDriver(fd: $0, console: console) }
        var result = session.run(request, live: live)
        diagnose(&result, demo)
        if request.schedule == .record, result.status == .finished { recordToken(&result) }
        if request.schedule == .record, result.status != .finished, result.status != .interrupted {
            // asked for a token, the learner hears why there is none (a lost wake-up, a deadlock, a time limit)
            result.noTokenReason = result.words(.noTokenNotFinished, result.status.word)
        }
        if let refusal = demo.traits.replayRefusal { result.noTokenReason = refusal.said(in: request.language) }
        if request.schedule != nil, result.status != .interrupted { console?.ended(result) }
        return result
    }

    /// Tells in the result what the demo's declared waits say: a deadlock, `sync` onto the
    /// current queue, a lost wake-up, each call named by the code the lesson shows.
    private func diagnose(_ result: inout RunResult, _ demo: DemoTarget) {
        guard !demo.traits.waitCode.isEmpty else { return }
        let diagnosis = WaitDiagnosis(trace: result.trace, status: result.status)
        var places: [UInt64: String] = [:]
        for (i, code) in demo.traits.waitCode.enumerated() { places[UInt64(i + 1)] = "`\(code)`" }
        let sentences = diagnosis.sentences(places: places, words: result.words)
        if result.status == .finished { result.notes = sentences } else { result.status = result.status.told(sentences) }
    }

    /// The most gate events a recorded run may have for its token to be made.
    static let maxRecordedGates = 4_000

    /// Makes a recorded free run's token: runs the demo again, scheduled, letting
    /// the threads pass their gates in the order the free run's trace recorded
    /// them, and keeps that run's choices when it followed the whole order to the
    /// same outcome. A token is never taken from the trace alone: which thread is
    /// at a gate when another passes one is not in it.
    private func recordToken(_ result: inout RunResult) {
        guard result.request.target.demo?.traits.replayRefusal == nil else { return }
        if let refusal = result.request.target.demo?.traits.recordRefusal {
            result.noTokenReason = refusal.said(in: result.request.language)
            return
        }
        let path = GateKey.path(of: result.trace)
        guard !path.isEmpty else { return }
        guard path.count <= Self.maxRecordedGates else {
            result.noTokenReason = result.words(.noTokenTooManyGates, path.count, Self.maxRecordedGates)
            return
        }
        guard let made = try? TemporaryFile(template: NSTemporaryDirectory() + "/learn-follow-XXXXXX") else { return }
        let file = made.path
        let written = writeAll(made.descriptor, Array((path.joined(separator: "\n") + "\n").utf8)) == 0
        close(made.descriptor)
        guard written else {
            unlink(file)
            return
        }
        defer { try? FileManager.default.removeItem(atPath: file) }
        var follow = result.request
        follow.schedule = .follow(path: file)
        follow.pace = 0
        var quiet = self
        quiet.console = nil
        let followed = quiet.run(follow) { _ in }
        if let mismatch = followed.schedule?.mismatch {
            result.noTokenReason = result.words(.noTokenMismatch, ScheduleMismatch.said(mismatch, in: result.words))
        } else if followed.status != .finished || ReplayCheck.outcome(followed) != ReplayCheck.outcome(result) {
            result.noTokenReason = result.words(.noTokenEndedOtherwise, ReplayCheck.outcome(followed))
        } else {
            result.recordedToken = followed.schedule?.token
            result.recordedChoices = followed.schedule?.choices ?? []
        }
    }

    /// The words after the executable: `__demo ID --variant V --pace X --seed N --set k=v…`.
    func arguments(_ request: RunRequest, _ demo: DemoTarget) -> [String] {
        var args = [
            "__demo", demo.id, "--variant", demo.variant,
            "--pace", String(request.pace), "--seed", String(request.seed),
        ]
        for (k, v) in demo.parameters.sorted(by: { $0.key < $1.key }) { args += ["--set", "\(k)=\(v)"] }
        return args
    }

    /// Seconds without a new event before the watchdog stops the run: the
    /// request's own, else the demo's default (its traits) × pace, at least two seconds: a
    /// run at a small pace on a busy machine (tests in parallel on two cores) can
    /// be starved of CPU for a while without being stuck.
    func watchdog(_ request: RunRequest, _ demo: DemoTarget) -> Double {
        if let explicit = request.watchdog { return max(0.25, explicit) }
        if request.schedule != nil { return 20 }  // a scheduled run settles before every gate: slow on a loaded machine
        return max(2, demo.traits.watchdog * request.pace)
    }

    private func environment(_ request: RunRequest, _ demo: DemoTarget) -> [String: String] {
        var extra = environment()
        if let schedule = request.schedule {
            extra[ScheduleMessage.modeVariable] = schedule.word
            extra[ScheduleMessage.controlVariable] = "4"
            if demo.traits.fineOnly { extra[ScheduleMessage.coarseVariable] = "1" }
        }
        return extra
    }

    private func environment() -> [String: String] {
        let env = ProcessInfo.processInfo.environment
        let keepBacktrace = ["yes", "1", "true"].contains(env["LEARN_DEMO_BACKTRACE"]?.lowercased() ?? "")
        var extra = [ChildProtocol.wireDescriptorVariable: "3"]
        if !keepBacktrace { extra["SWIFT_BACKTRACE"] = Self.quietBacktrace }
        return extra
    }
}

extension DemoRunner {
    /// An executable named `name` in the directory of the running binary, if there is one.
    package static func siblingExecutable(named name: String) -> String? {
        let dir = (currentExecutable as NSString).deletingLastPathComponent
        let candidate = (dir as NSString).appendingPathComponent(name)
        return FileManager.default.isExecutableFile(atPath: candidate) ? candidate : nil
    }
}
