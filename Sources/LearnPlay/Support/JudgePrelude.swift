// Added by `learn verify` after an exercise's judge (`Exercises/ID.judge.swift`), which is the
// program's `main.swift`; the learner's file is compiled beside it. Everything here is
// `fileprivate`: the learner's file cannot call it. The judge's facts reach learn's tracer through
// `learn_judge_*`, which take calls only from the functions of `JudgeGate_LEARNTOKEN` (learn puts
// a new token in its name for each build, and gives the tracer their addresses), and which the
// learner's own `trace` calls never reach (their labels carry another mark).
// Without the tracer (the ThreadSanitizer build) the facts go nowhere and the judge runs as it is.
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

fileprivate enum JudgeGate_LEARNTOKEN {
    typealias Mark = @convention(c) (UnsafePointer<CChar>?) -> Void
    typealias Value = @convention(c) (UnsafePointer<CChar>?, Int64) -> Void
    typealias Begin = @convention(c) (UnsafePointer<CChar>?) -> UInt64
    typealias End = @convention(c) (UnsafePointer<CChar>?, UInt64) -> Void
    typealias Seed = @convention(c) (UnsafeMutablePointer<UInt64>?) -> Int32
    typealias Finish = @convention(c) () -> Void
    typealias Patient = @convention(c) (Int32) -> Void
    typealias Wakes = @convention(c) () -> Int64

    static let handle = Glibc.dlopen(nil, RTLD_LAZY)
    static let markHook = symbol("learn_judge_mark", as: Mark.self)
    static let valueHook = symbol("learn_judge_value", as: Value.self)
    static let beginHook = symbol("learn_judge_begin", as: Begin.self)
    static let endHook = symbol("learn_judge_end", as: End.self)
    static let pauseHook = symbol("learn_judge_pause", as: Mark.self)
    static let seedHook = symbol("learn_judge_seed", as: Seed.self)
    static let finishHook = symbol("learn_judge_finish", as: Finish.self)
    static let patientHook = symbol("learn_judge_patient", as: Patient.self)
    static let wakesHook = symbol("learn_judge_clock_wakes", as: Wakes.self)

    static func symbol<F>(_ name: Swift.String, as type: F.Type) -> F? {
        Glibc.dlsym(handle, name).map { Swift.unsafeBitCast($0, to: type) }
    }

    @inline(never) static func mark(_ label: Swift.String) { markHook?(label) }
    @inline(never) static func value(_ label: Swift.String, _ value: Swift.Int64) { valueHook?(label, value) }
    @inline(never) static func begin(_ label: Swift.String) -> Swift.UInt64 { beginHook?(label) ?? 0 }
    @inline(never) static func end(_ label: Swift.String, _ id: Swift.UInt64) { endHook?(label, id) }
    @inline(never) static func pause(_ label: Swift.String) { pauseHook?(label) }
    @inline(never) static func finish() { finishHook?() }
    @inline(never) static func patient(_ on: Swift.Bool) { patientHook?(on ? 1 : 0) }
    @inline(never) static func clockWakes() -> Swift.Int64 { wakesHook?() ?? 0 }
    @inline(never) static func seed() -> Swift.UInt64? {
        var seed: Swift.UInt64 = 0
        guard let seedHook, seedHook(&seed) == 1 else { return nil }
        return seed
    }
}

fileprivate enum Judge {
    /// A span of the judge's: recorded with the thread and queue it ran on.
    static func span<T>(_ label: Swift.String, _ body: () throws -> T) rethrows -> T {
        let id = JudgeGate_LEARNTOKEN.begin(label)
        defer { JudgeGate_LEARNTOKEN.end(label, id) }
        return try body()
    }

    /// A point where learn's scheduler may let another thread go (a gate of the judge's own), so
    /// the schedules explored interleave the judge's threads whatever gates the learner's code has.
    /// Free runs go straight on.
    static func pause(_ label: Swift.String) { JudgeGate_LEARNTOKEN.pause(label) }

    /// A wait of the judge's whose timeout is meant as time (a second to give up on a wrong
    /// answer): under learn's scheduler it keeps real time, where a timed wait of the learner's code
    /// may time out at any point of a schedule. Wrap every timed wait of a judge in it.
    static func patient<T>(_ body: () throws -> T) rethrows -> T {
        JudgeGate_LEARNTOKEN.patient(true)
        defer { JudgeGate_LEARNTOKEN.patient(false) }
        return try body()
    }

    /// How often learn's scheduler has woken the calling thread by its clock (a sleep ended, a timed
    /// wait timed out): read before and after a call that must not wait on time, it tells a call
    /// that did. Always 0 in a free run.
    static func clockWakes() -> Swift.Int { Swift.Int(JudgeGate_LEARNTOKEN.clockWakes()) }

    /// An instant the judge saw.
    static func mark(_ label: Swift.String) { JudgeGate_LEARNTOKEN.mark(label) }

    /// A thread of the judge's that runs the jobs of the tasks that prefer it (SE-0417):
    /// `Swift.Task(executorPreference: Judge.Thread()) { … }` runs side by side with the other
    /// threads even on one CPU. Its members are reached through `self.` and its one parameter has
    /// a judge's name, so the prelude uses no name a learner's top-level declaration could take
    /// (``JudgeShadowing`` reads every unqualified word of the judge and this prelude as a use).
    final class Thread: Swift.TaskExecutor, @unchecked Swift.Sendable {
        private let ready = Foundation.NSCondition()
        private var jobs: [Swift.UnownedJob] = []

        init() {
            Foundation.Thread { [self] in self.serve() }.start()
        }

        func enqueue(_ judgeJob: consuming Swift.ExecutorJob) {
            self.ready.lock()
            self.jobs.append(Swift.UnownedJob(judgeJob))
            self.ready.signal()
            self.ready.unlock()
        }

        private func serve() {
            while true {
                self.ready.lock()
                while self.jobs.isEmpty { self.ready.wait() }
                let judgeJob = self.jobs.removeFirst()
                self.ready.unlock()
                judgeJob.runSynchronously(on: self.asUnownedTaskExecutor())
            }
        }
    }

    /// The main thread as a screen's, for a judge that owns it: made on the judge's first line
    /// (the main thread), it tells whether code runs there (`pthread_self()`, not a value the
    /// learner's file can set), reads the main thread's own CPU time (a thread in a wait uses
    /// none: a busy loop on it freezes the screen as a wait does, though it takes no time on
    /// learn's scheduler's clock), and asks it for a frame.
    final class Screen: @unchecked Swift.Sendable {
        /// More CPU time than this on the main thread while the screen waits is a frozen frame:
        /// 50 ms, three frames of a 60 Hz screen (the judge's own work on it takes well under one).
        static let frameLimit: Swift.Int64 = 50_000_000
        private let main = Glibc.pthread_self()

        init() {}

        /// Whether the calling thread is the main thread.
        var onMain: Swift.Bool { Glibc.pthread_equal(Glibc.pthread_self(), self.main) != 0 }

        /// The main thread's own CPU time so far, in nanoseconds.
        var mainCPU: Swift.Int64 {
            var judgeClock = Glibc.clockid_t()
            guard Glibc.pthread_getcpuclockid(self.main, &judgeClock) == 0 else { return 0 }
            var judgeNow = Glibc.timespec()
            guard Glibc.clock_gettime(judgeClock, &judgeNow) == 0 else { return 0 }
            return Swift.Int64(judgeNow.tv_sec) * 1_000_000_000 + Swift.Int64(judgeNow.tv_nsec)
        }

        /// Asks the main thread to draw a frame and waits for it up to a second (a patient wait:
        /// real time): nil when it did not draw (a frozen screen), else the CPU time the main
        /// thread ran for until it drew (a busy one, not a free one, when over ``frameLimit``).
        func frame() -> Swift.Int64? {
            let judgeDrawn = Dispatch.DispatchSemaphore(value: 0)
            let judgeCPU = self.mainCPU
            Dispatch.DispatchQueue.main.async { judgeDrawn.signal() }
            if Judge.patient({ judgeDrawn.wait(timeout: .now() + 1) }) == .timedOut { return nil }
            return self.mainCPU - judgeCPU
        }
    }

    /// A number the judge measured or computed.
    static func value(_ label: Swift.String, _ value: Swift.Int) { JudgeGate_LEARNTOKEN.value(label, Swift.Int64(value)) }

    /// The run's inputs come from this: seeded by learn (a new seed for each run, the same one for
    /// every schedule of a search and for a replay), through the tracer (the environment is wiped
    /// before the program starts); without the tracer (ThreadSanitizer's build) from
    /// `LEARN_JUDGE_SEED`, else the system's.
    struct Inputs: Swift.RandomNumberGenerator {
        var state: Swift.UInt64
        mutating func next() -> Swift.UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
    nonisolated(unsafe) static var inputs: Inputs = {
        if let seed = JudgeGate_LEARNTOKEN.seed() { return Inputs(state: seed) }
        if let text = Glibc.getenv("LEARN_JUDGE_SEED"), let seed = Swift.UInt64(Swift.String(cString: text)) {
            Glibc.unsetenv("LEARN_JUDGE_SEED")
            return Inputs(state: seed)
        }
        var system = Swift.SystemRandomNumberGenerator()
        return Inputs(state: system.next())
    }()

    /// A number chosen at run time, recorded as the value `label`: no constant in the learner's
    /// file can know it. Call it from one thread (the judge's main code).
    static func pick(_ label: Swift.String, in range: Swift.ClosedRange<Swift.Int>) -> Swift.Int {
        let chosen = Swift.Int.random(in: range, using: &inputs)
        value(label, chosen)
        return chosen
    }
}

// The judge's last line has run (the judge is the code above this, in the same file).
JudgeGate_LEARNTOKEN.finish()
