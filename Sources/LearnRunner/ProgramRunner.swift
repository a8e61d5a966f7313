import Foundation
import LearnLanguage
import LearnSystem
import LearnTrace

/// Runs any executable the way ``DemoRunner`` runs a demo: in its own process group, its
/// events read from the same wire stream on fd 3, with the watchdog, Ctrl-C and crash
/// diagnosis of a demo run. `learn play` runs a learner's compiled file with it.
///
/// A program that does not write the stream (``speaksProtocol`` false, such as a
/// ThreadSanitizer build) is judged by its exit status, and its output counts as progress.
package struct ProgramRunner: TargetRunning {
    package var executable: String
    package var arguments: [String]
    /// Added to this process's environment for the child.
    package var environment: [String: String]
    /// Seconds without progress before the watchdog stops the run.
    package var watchdog: Double
    package var eventCapacity: Int
    /// How much of the program's stdout and stderr is kept (the last bytes).
    package var outputLimit: Int
    package var speaksProtocol: Bool
    /// Whether Ctrl-C was pressed (taken once): the SIGINT flag unless a test gives its own.
    package var interrupted: @Sendable () -> Bool = { InterruptFlag.take() }
    /// A scheduled run's learner (step mode); the child's scheduler is asked for by the request's
    /// ``RunRequest/schedule``, told to it by the caller's `environment`.
    package var console: ScheduleConsole?
    /// Where its runs fork from instead of starting the executable (``ProgramZygote``); a run the
    /// zygote cannot start is started as without one.
    package var zygote: ProgramZygote?
    /// A run no scheduler holds still reports on the control channel at its end (a verify's free
    /// runs: what the race detector found).
    package var reportsUnscheduled = false
    /// Where the program may write (its run's private folder, and these folders); nil: anywhere,
    /// as before the sandbox (a benchmark's measure of the bare program).
    package var sandbox: Sandbox? = Sandbox()
    /// The run's private folder when the caller made it (a judged ThreadSanitizer run's judge
    /// writes its last line in it); nil: each run makes its own.
    package var folder: RunFolder?

    package init(
        executable: String, arguments: [String] = [], environment: [String: String] = [:],
        watchdog: Double = 10, eventCapacity: Int = DemoRunner.defaultEventCapacity,
        outputLimit: Int = 64 * 1024, speaksProtocol: Bool = true
    ) {
        self.executable = executable
        self.arguments = arguments
        self.environment = environment
        self.watchdog = watchdog
        self.eventCapacity = eventCapacity
        self.outputLimit = outputLimit
        self.speaksProtocol = speaksProtocol
    }

    /// The same runner, its step screen speaking `options`' language at its width.
    package func speaking(_ options: RenderOptions) -> any TargetRunning {
        var runner = self
        runner.console = console?.speaking(options)
        return runner
    }

    /// Runs the program to its end; `request` names it (its target) and may limit its time.
    package func run(_ request: RunRequest, live: (TraceEvent) -> Void) -> RunResult {
        _ = InterruptFlag.take()  // a Ctrl-C pressed before this run is not meant for it
        var env = environment
        env[ChildProtocol.wireDescriptorVariable] = "3"
        if env["SWIFT_BACKTRACE"] == nil { env["SWIFT_BACKTRACE"] = DemoRunner.quietBacktrace }
        let child: ChildProcess
        let control = request.schedule != nil || reportsUnscheduled
        let sandboxed = sandbox.map { _ in Sandbox.status() }
        // A run forked from a zygote is in the zygote's sandbox: its folder is made in the zygote's.
        let folder = sandboxed == .on ? self.folder ?? RunFolder(in: zygote?.folder?.path ?? NSTemporaryDirectory()) : nil
        if let folder { env.merge(folder.environment) { _, new in new } }
        let writable = sandboxed == .on ? (folder.map { [$0.path] } ?? []) + (sandbox?.folders ?? []) : nil
        do {
            if let zygote, let forked = try? zygote.spawn(environment: env, control: control) {
                child = forked
            } else {
                child = try ChildProcess(
                    executable: executable, arguments: arguments, environment: env, control: control, writable: writable,
                    readable: writable.flatMap { sandbox?.readable(writing: $0) })
            }
        } catch {
            return RunResult(
                request: request,
                status: .failed(Catalogue(request.language)(.diagCannotStartProgram, executable, error.words.said(in: request.language))),
                trace: Trace(events: []))
        }
        _ = interrupted()  // a Ctrl-C pressed before this run is not meant for it
        let session = RunSession(
            child: child, watchdog: max(0.25, watchdog), capacity: eventCapacity,
            interrupted: interrupted, outputLimit: outputLimit, isProgram: true, outputIsProgress: !speaksProtocol)
        session.schedule = child.control.map { ScheduleDriver(fd: $0, console: console) }
        var result = session.run(request, live: live)
        result.refusedWrites = folder?.refusedWrites(besides: sandbox?.folders ?? [])
        result.unsandboxed = sandboxed == .unavailable
        if request.schedule != nil, result.status != .interrupted { console?.ended(result) }
        return result
    }
}
