import LearnLanguage
import LearnTrace

/// What to run, and how: a typed target (a demo or a program) at a pace and seed.
package struct RunRequest: Sendable, Equatable {
    package var target: RunTarget
    /// Multiplies every deliberate delay in a demo (2 = twice as slow; 0.01 = tests).
    package var pace: Double
    package var seed: UInt64
    /// Seconds without a new event before the watchdog stops the run; nil: the demo's own default × pace (at least 2 s).
    package var watchdog: Double?
    /// Who decides the order at the demo's gates: nil, the real scheduler alone.
    package var schedule: ScheduleMode?
    /// Seconds the run may take in all, however busy it is (a `@run`'s budget); time spent
    /// stopped by Ctrl-Z or waiting for the learner at a gate does not count. nil: no limit.
    package var timeLimit: Double?
    /// The language of the words the runner says of the run (a crash, a hang, a lost wake-up).
    package var language: Language = .en

    package init(target: RunTarget, pace: Double = 1, seed: UInt64 = 1, watchdog: Double? = nil) {
        self.target = target
        self.pace = pace
        self.seed = seed
        self.watchdog = watchdog
    }

    /// A run of one demo.
    package init(demo: DemoTarget, pace: Double = 1, seed: UInt64 = 1, watchdog: Double? = nil) {
        self.init(target: .demo(demo), pace: pace, seed: seed, watchdog: watchdog)
    }

    /// A run of one compiled program.
    package init(program: ProgramTarget) {
        self.init(target: .program(program))
    }
}

/// How a run ended (its words for the learner are in `RunStatus+Words.swift`).
package enum RunStatus: Sendable, Equatable {
    /// The demo called `finish()` and its process exited normally.
    case finished
    /// The demo's process died by a signal. `summary` is one sentence for the learner.
    case crashed(signal: Int32, name: String, summary: String)
    /// The watchdog stopped a demo that made no progress; `report` has one line per thread
    /// ("T2: waiting in `wait` for 3.0 s").
    case timedOut(after: Double, report: [String])
    /// The learner pressed Ctrl-C.
    case interrupted
    /// The demo could not be started or exited with an error (bad demo id, bad parameter…).
    case failed(String)
}

/// Everything one run produced.
package struct RunResult: Sendable {
    package var request: RunRequest
    package var status: RunStatus
    package var trace: Trace
    /// What the demo's process wrote to stderr (runtime crash messages); kept out of the lesson's way.
    package var stderr = ""
    /// The demo process's peak resident memory in bytes (0 when unknown).
    package var childPeakMemory = 0
    /// Where the trace's times start on the machine's monotonic clock (ns; 0 when unknown):
    /// `clockOrigin + event.time` is comparable with `CLOCK_MONOTONIC` in this process.
    package var clockOrigin: UInt64 = 0
    /// How many processes the run's program or demo started were still running when it ended,
    /// and were killed then (a run ends with no process of its own left).
    package var strays = 0
    /// The writes the program's sandbox refused it (``Sandbox``), when it tried any.
    package var refusedWrites: RefusedWrites?
    /// True when the program ran without the sandbox because the kernel has no Landlock.
    package var unsandboxed = false
    /// How a scheduled run's gates were passed (its replay token), when it was scheduled.
    package var schedule: ScheduleReport?
    /// The status a learner's program exited with (nil: killed by a signal, stopped, or a demo).
    package var exitCode: Int32?

    /// A recorded free run's token: the choices of a scheduled run that passed
    /// the gates in the order of this run's gate events (nil when none could).
    package var recordedToken: ScheduleToken?
    /// The choices of the scheduled run that made ``recordedToken`` (a short token names only
    /// its deviations: the steps are counted from these).
    package var recordedChoices: [Int] = []
    /// Why a scheduled or recorded run has no token, when it has none.
    package var noTokenReason: String?
    /// What a run that finished did that it should not have (a wait only its timeout ended:
    /// ``WaitDiagnosis``), one sentence each; a run that did not finish tells it in its status.
    package var notes: [String] = []

    /// The token that replays this run's gates: a scheduled run's choices, or a
    /// recorded run's; nil for a free run without gates recorded, and for a demo
    /// whose runs a token cannot replay.
    package var scheduleToken: ScheduleToken? {
        if request.target.demo?.traits.replayRefusal != nil { return nil }
        if let schedule { return schedule.token }
        return request.schedule == .record ? recordedToken : nil
    }

    /// How a stepped run ended, as `--step` says it on the terminal and the classroom's page: that
    /// it went on by itself, or finished by the default rule, then its replay token (the steps
    /// counted, the clock's firings said apart) or why it has none.
    package func steppedEnding(_ say: Catalogue) -> [String] {
        var lines: [String] = []
        if schedule?.wentAuto == true { lines.append(say(.gateWentAuto)) }
        if schedule?.finishedByDefault == true { lines.append(say(.gateFinishedByDefault)) }
        if let token = scheduleToken {
            let steps = ScheduleToken(choices: schedule?.choices ?? recordedChoices)
            lines.append(say(.gateReplayWith, steps.stepWords(say), token))
        } else if let noTokenReason {
            lines.append(say(.gateNoToken, noTokenReason))
        }
        return lines
    }

    /// A run's result: what every run has; the rest is set by whoever knows it.
    package init(request: RunRequest, status: RunStatus, trace: Trace) {
        self.request = request
        self.status = status
        self.trace = trace
    }
}

/// Runs a request's target: ``DemoRunner`` a demo, ``ProgramRunner`` a compiled program,
/// each in a child process; tests may substitute.
package protocol TargetRunning: Sendable {
    /// Runs the target to its end, calling `live` for each event as it arrives (on the calling thread).
    func run(_ request: RunRequest, live: (TraceEvent) -> Void) -> RunResult
    /// The same runner, its step screen (``ScheduleConsole``) in `options`' language and width:
    /// a lesson's runs ask the learner in the lesson's language. Itself when it asks nobody.
    func speaking(_ options: RenderOptions) -> any TargetRunning
}

extension TargetRunning {
    package func speaking(_ options: RenderOptions) -> any TargetRunning { self }
}
