import CLearnSys
import Foundation
import Glibc
import LearnLanguage
import LearnTrace

/// One run of one child: reads its streams as they arrive, watches for
/// silence and Ctrl-C, and turns what happened into a ``RunResult``.
final class RunSession {
    let child: ChildProcess
    private let watchdog: Double
    private let interrupted: () -> Bool
    private var reader = WireReader()
    private var store: EventStore
    private(set) var output: BoundedText
    private var runtime = RuntimeLines()
    /// The seq of the next runtime line: counting down from -1, apart from the demo's own events.
    private var runtimeSeq = -1
    private var lastRuntimeTime: UInt64 = 0
    /// A learner's program (``ProgramRunner``) rather than a demo: its exit status says how it ended.
    let isProgram: Bool
    /// The program writes no events (a sanitised build): its output counts as progress.
    private let outputIsProgress: Bool
    private(set) var ending: ChildProtocol.Ending?
    private(set) var origin: UInt64 = 0
    private(set) var shookHands = false
    /// The CPUs the child could run on, asked once it wrote something.
    private var cpusSeen: Int?
    private var lastProgress = learn_monotonic_ns()
    /// The last pass of the loop waited for the learner at a gate: not running time.
    private var askedLearner = false
    private var readBuffer = [UInt8](repeating: 0, count: 64 * 1024)
    private var wireOpen: Bool
    private var outputOpen = true
    private var wireBound = PipeBound(pipe: .trace, countsLines: true)
    private var outputBound = PipeBound(pipe: .output, countsLines: false)
    /// A bound a pipe passed (``PipeBound``): the run is stopped.
    private var overflow: PipeBound.Overflow?
    /// The control channel of a scheduled run (step, replay, explore).
    var schedule: ScheduleDriver? {
        didSet { schedule?.threadName = { [unowned self] in threadNames.name(of: $0) } }
    }
    /// The threads' names as the finished trace will give them, for the step menu.
    private var threadNames = ThreadFirstSeen()

    /// Why the parent stopped the child, if it did.
    enum Stop {
        case watchdog(states: [Int32: Character], at: UInt64)
        case interrupt
        /// The child said how it ended but its process did not exit in time.
        case lingering
        /// In a scheduled run, no thread could go on.
        case deadlock([String])
        /// The run used all of its time limit (``RunRequest/timeLimit``).
        case timeLimit(Double)
        /// A pipe passed its bound (``PipeBound``): its sentence says which.
        case overflow(PipeBound.Overflow)
    }

    /// How long a child that has said how it ended may take to exit.
    private static let exitGraceNanoseconds: UInt64 = 2_000_000_000
    private var endedAt: UInt64?

    /// How long a demo child may take to start (to send its handshake). Starting is not the demo's
    /// silence: on a loaded machine loading the executable alone can outlast a small-pace watchdog,
    /// and a run stopped then would say the demo hung when it never began.
    static let startupSeconds = 30.0

    /// Seconds of silence that stop the run now: the watchdog once the demo has started.
    var silenceLimit: Double {
        shookHands || isProgram ? watchdog : max(watchdog, Self.startupSeconds)
    }

    /// How long one wait for data lasts: Ctrl-C and the watchdog are checked at least this often.
    private static let pollMilliseconds: Int32 = 20

    init(
        child: ChildProcess, watchdog: Double, capacity: Int, interrupted: @escaping () -> Bool,
        outputLimit: Int = 64 * 1024, isProgram: Bool = false, outputIsProgress: Bool = false
    ) {
        self.child = child
        self.interrupted = interrupted
        self.watchdog = watchdog
        self.store = EventStore(capacity: capacity)
        self.output = BoundedText(limit: outputLimit)
        self.isProgram = isProgram
        self.outputIsProgress = outputIsProgress
        self.wireOpen = child.wire >= 0
    }

    func run(_ request: RunRequest, live: (TraceEvent) -> Void) -> RunResult {
        schedule?.words = Catalogue(request.language)
        // Ctrl-Z stops the demo with this process, and `fg` continues both.
        learn_forward_stop_begin(child.pid)
        defer { learn_forward_stop_end(child.pid) }
        let stop = pump(live, timeLimit: request.timeLimit)
        if stop != nil { child.killGroup() }
        // What was written before the end; a killed group closes its pipes at once,
        // so the deadline only matters if something outside the group held them open.
        let deadline = learn_monotonic_ns() &+ 2_000_000_000
        while (wireOpen || outputOpen) && learn_monotonic_ns() < deadline { readAvailable(live) }
        runtime.finish { recordRuntime($0, live) }
        let cpus = cpusSeen ?? child.cpuCount()  // before the wait: the exited child is still there to ask
        _ = schedule?.service(catchUp: {})  // the report, when it came last
        let ended = child.wait()
        let exit = ended.exit
        var trace = Trace(events: store.takeEvents())
        trace.droppedEvents = store.dropped + droppedByChild
        trace.droppedTaskEvents = store.droppedTasks.events
        trace.droppedTaskCreates = store.droppedTasks.creates
        trace.cpus = cpus
        let status = self.status(exit: exit, stop: stop, trace: trace, subject: request.target.subject, words: Catalogue(request.language))
        switch (status, stop) {
        case (.timedOut(let after, _), .watchdog(_, let at)?):
            trace.end(.watchdog(seconds: after), at: origin > 0 && at > origin ? at - origin : nil)
        case (.crashed(_, let name, _), _):
            trace.end(.crash(signal: name))
        default:
            break
        }
        var result = RunResult(request: request, status: status, trace: trace)
        result.stderr = isProgram ? VisibleText.escape(output.text) : output.text
        result.childPeakMemory = ended.peakMemory
        result.strays = ended.strays
        result.clockOrigin = origin
        result.schedule = schedule?.report
        if isProgram, case .exited(let code) = exit, stop == nil { result.exitCode = code }
        return result
    }

    /// Reads until both streams end, or until the watchdog or Ctrl-C stops the run.
    private func pump(_ live: (TraceEvent) -> Void, timeLimit: Double?) -> Stop? {
        var resumes = learn_resume_count()
        // Running time, for the time limit: the gaps in which the run was stopped (Ctrl-Z) or
        // waited for the learner at a gate are left out.
        var lastTick = learn_monotonic_ns()
        var running: UInt64 = 0
        while wireOpen || outputOpen {
            if interrupted() { return .interrupt }
            if let overflow { return .overflow(overflow) }
            let now = learn_monotonic_ns()
            let gap = now &- lastTick
            lastTick = now
            if learn_resume_count() != resumes {  // time spent stopped (Ctrl-Z) is no silence
                resumes = learn_resume_count()
                lastProgress = now
                if endedAt != nil { endedAt = now }
            } else if !askedLearner {
                running &+= gap
            }
            askedLearner = false
            if let timeLimit, ending == nil, Double(running) / 1e9 >= timeLimit { return .timeLimit(timeLimit) }
            if ending != nil {  // the demo is done: no watchdog, only a grace period to exit
                if endedAt == nil { endedAt = now }
                if now &- endedAt! >= Self.exitGraceNanoseconds { return .lingering }
            } else if Double(now &- lastProgress) / 1e9 >= silenceLimit {
                return .watchdog(states: child.threadStates(), at: now)
            }
            if let stop = serviceSchedule(live) { return stop }
            readAvailable(live)
        }
        return nil
    }

    /// Answers the scheduler in the child; the watchdog does not count time spent asking the learner.
    private func serviceSchedule(_ live: (TraceEvent) -> Void) -> Stop? {
        switch schedule?.service(catchUp: { readAvailable(live, waitMilliseconds: 0) }) {
        case .asked?:
            lastProgress = learn_monotonic_ns()
            askedLearner = true
            return nil
        case .stop?: return .interrupt
        case .deadlock(let lines)?: return .deadlock(lines)
        case nil: return nil
        }
    }

    /// Waits up to one poll period for data, then reads what both pipes hold.
    private func readAvailable(_ live: (TraceEvent) -> Void, waitMilliseconds: Int32 = RunSession.pollMilliseconds) {
        var fds = [
            pollfd(fd: wireOpen ? child.wire : -1, events: Int16(POLLIN), revents: 0),
            pollfd(fd: outputOpen ? child.output : -1, events: Int16(POLLIN), revents: 0),
            pollfd(fd: schedule?.fd ?? -1, events: Int16(POLLIN), revents: 0),
        ]  // a question wakes the poll at once
        let ready = poll(&fds, 3, waitMilliseconds)
        guard ready > 0 else { return }  // timeout, or EINTR (Ctrl-C): the caller checks
        if fds[0].revents != 0 { wireOpen = drain(child.wire) { consume($0, live) } }
        if fds[1].revents != 0 {
            outputOpen = drain(child.output) { bytes in
                if overflow == nil { overflow = outputBound.count(bytes) }
                guard overflow == nil else { return }
                output.append(bytes)
                if outputIsProgress { lastProgress = learn_monotonic_ns() }
                runtime.feed(bytes) { recordRuntime($0, live) }
            }
        }
    }

    /// A line the runtime wrote, as an event at the time it arrived (the demo's clock).
    private func recordRuntime(_ line: String, _ live: (TraceEvent) -> Void) {
        let now = learn_monotonic_ns()
        // Lines read in one go keep their order in the trace, which sorts by time.
        let time = max(origin > 0 && now > origin ? now - origin : 0, lastRuntimeTime &+ 1)
        lastRuntimeTime = time
        let event = TraceEvent(
            seq: runtimeSeq, time: time, tid: 0, isMain: false, kind: .runtime, label: isProgram ? VisibleText.escape(line) : line)
        runtimeSeq -= 1
        store.append(event)
        live(event)
    }

    /// Reads what `fd` holds now (at most 4 MB); false at end of stream.
    private func drain(_ fd: Int32, _ body: (UnsafeRawBufferPointer) -> Void) -> Bool {
        for _ in 0..<64 {  // at most 4 MB, so a flood never keeps the loop from Ctrl-C and the bounds
            let n = readBuffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n > 0 {
                readBuffer.withUnsafeBytes { body(UnsafeRawBufferPointer(rebasing: $0[..<n])) }
                if n < readBuffer.count { return true }
            } else if n == 0 {
                return false
            } else {
                return errno == EAGAIN || errno == EINTR
            }
        }
        return true
    }

    /// Events go to the store and to `live`; the handshake and the ending are noted. A line
    /// that is neither (the reader reports it) is skipped: the rest of the stream still counts.
    private func consume(_ bytes: UnsafeRawBufferPointer, _ live: (TraceEvent) -> Void) {
        if overflow == nil { overflow = wireBound.count(bytes) }
        guard overflow == nil else { return }  // what follows is read only to let the pipe close
        var items = 0
        reader.feed(bytes) { item in
            items += 1
            switch item {
            case .event(let received):
                // A program's texts are its own: made visible before any view or terminal sees them.
                let e = isProgram ? received.visible : received
                store.append(e)
                if schedule != nil { threadNames.see(e) }
                live(e)
            case .line(let text):
                switch ChildProtocol.parse(Substring(text)) {
                case .handshake(_, _, _, let start)?:
                    origin = start
                    shookHands = true
                case .ending(let end)?:
                    ending = end
                case nil:
                    break
                }
            case .malformed:
                break
            }
        }
        if items > 0 { lastProgress = learn_monotonic_ns() }  // once a read, not once an event
        // asked while the child runs: a `taskset` wrapper has set the mask by the time learn or the
        // program writes, and an exited child may no longer answer (its count would be ours)
        if items > 0, cpusSeen == nil { cpusSeen = child.cpuCount() }
    }
}
