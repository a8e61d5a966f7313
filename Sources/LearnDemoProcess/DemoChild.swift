import Foundation
import LearnDemos
import LearnRunner
import LearnSystem
import LearnTrace

/// The hidden `learn __demo` mode: runs one demo in this (child) process and
/// streams its events live to the parent.
///
/// The stream goes to the descriptor named by `LEARN_WIRE_FD` (the runner
/// passes fd 3), or to stdout when run by hand. It opens with a handshake
/// line and ends with a line saying how the demo ended (``ChildProtocol``);
/// events flow in between as the recorder flushes them, every few milliseconds.
/// The demo's `run` is called on the process's real main thread, which then
/// pumps `RunLoop.main` — never `dispatchMain()`, which on Linux would run
/// main-queue blocks on a worker thread.
package enum DemoChild {
    /// Exit status for words that do not name a runnable demo (EX_USAGE).
    package static let usageExitCode: Int32 = 64
    /// At most how long a crashing demo waits for its last events to be written
    /// (the flusher normally answers within a couple of milliseconds).
    static let crashFlushMilliseconds: Int32 = 500

    /// `args` are the words after `__demo`: `ID [--variant V] [--set k=v]... [--pace X] [--seed N]`.
    package static func main(_ args: [String]) -> Never {
        // The runtime's own messages must reach the runner before `_exit`, which flushes
        // nothing: corelibs Foundation `print`s its Operation warnings to stdout.
        ThisProcess.lineBufferStandardOutput()
        let descriptor = wireDescriptor()
        if descriptor != STDOUT_FILENO, !ThisProcess.dieWithParent() { _exit(1) }  // started by a runner that is gone
        let sink = WireSink(descriptor: descriptor)
        let pid = getpid()
        let arguments: DemoArguments
        switch DemoArguments.parse(args) {
        case .success(let parsed):
            arguments = parsed
        case .failure(let problem):
            sink.send(ChildProtocol.handshake(pid: pid, demo: args.first ?? "", variant: "", origin: 0))
            sink.send(ChildProtocol.ending(.failed(problem.message)), ends: true)
            FileHandle.standardError.write(Data("learn __demo: \(problem.message)\n".utf8))
            _exit(usageExitCode)
        }
        installCrashFlush()
        let origin = MonotonicClock.now()
        let waits = arguments.spec.variant(named: arguments.variant)?.waits ?? []
        let tracer = Tracer(sink: sink, waits: waits)  // event times count from (just after) `origin`
        TaskHooks.start(tracer)  // the demo's Swift tasks, from the runtime (none under TSan)
        sink.send(ChildProtocol.handshake(pid: pid, demo: arguments.spec.id, variant: arguments.variant, origin: origin))
        let ctx = DemoContext(
            trace: tracer, variant: arguments.variant, parameters: arguments.parameters,
            pace: arguments.pace, seed: arguments.seed,
            runTool: { tool, arguments in
                let result = Subprocess.run(tool, arguments)
                return (result.status, result.output)
            })
        let scheduler = ScheduleChild.start(tracer: tracer, context: ctx)
        arguments.spec.run(ctx)
        pumpMainRunLoop(until: ctx)
        ScheduleChild.finish(scheduler)
        tracer.flush()
        fflush(nil)
        sink.send(ChildProtocol.ending(.finished(dropped: tracer.droppedEvents)), ends: true)
        _exit(0)
    }

    /// Makes a crash write out the last recorded events before the process dies,
    /// unless the Swift runtime's own backtracer was asked for (`SWIFT_BACKTRACE=enable=yes`).
    private static func installCrashFlush() {
        let backtrace = environment("SWIFT_BACKTRACE") ?? ""
        if !backtrace.contains("enable=yes") { CrashFlush.install(waitingAtMost: crashFlushMilliseconds) }
    }

    /// Runs main-queue blocks, `OperationQueue.main` and `@MainActor` work on
    /// this (main) thread until the demo says it is done.
    private static func pumpMainRunLoop(until ctx: DemoContext) {
        while !ctx.isFinished {
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.005))
        }
    }

    /// One environment variable (`getenv`: no dictionary of the whole environment at start-up).
    private static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// The descriptor named by `LEARN_WIRE_FD` when it is open, else stdout.
    private static func wireDescriptor() -> Int32 {
        guard let text = environment(ChildProtocol.wireDescriptorVariable),
            let fd = Int32(text), fcntl(fd, F_GETFD) != -1
        else { return STDOUT_FILENO }
        return fd
    }
}
