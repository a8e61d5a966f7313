import LearnDemos
import LearnTrace

/// What to run: one demo, one variant, validated parameters.
package struct RunRequest: Sendable, Equatable {
    package var demo: String
    package var variant: String
    /// Parameter values by name; the runner fills in declared defaults for the rest.
    package var parameters: [String: String]
    /// Multiplies every deliberate delay in the demo (2 = twice as slow; 0.01 = tests).
    package var pace: Double
    package var seed: UInt64
    /// Seconds without a new event before the watchdog stops the run; nil: the demo's own default × pace (at least 2 s).
    package var watchdog: Double?
    /// Who decides the order at the demo's gates: nil, the real scheduler alone.
    package var schedule: ScheduleMode?
    /// Seconds the run may take in all, however busy it is (a `@run`'s budget); time spent
    /// stopped by Ctrl-Z or waiting for the learner at a gate does not count. nil: no limit.
    package var timeLimit: Double?

    package init(
        demo: String, variant: String, parameters: [String: String] = [:], pace: Double = 1, seed: UInt64 = 1, watchdog: Double? = nil
    ) {
        self.demo = demo
        self.variant = variant
        self.parameters = parameters
        self.pace = pace
        self.seed = seed
        self.watchdog = watchdog
    }
}

/// How a demo's run ended.
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

    /// `finished`, `crashed`, `timed-out`, `interrupted` or `failed`: the words lesson conditions use.
    package var word: String {
        switch self {
        case .finished: "finished"
        case .crashed: "crashed"
        case .timedOut: "timed-out"
        case .interrupted: "interrupted"
        case .failed: "failed"
        }
    }
}

extension RunStatus {
    /// The one report line of a run stopped at its time limit (``RunRequest/timeLimit``).
    package static func timeLimitWords(_ seconds: Double) -> String {
        "it was still running after \(String(format: "%.1f", seconds)) s, the most this run may take"
    }

    /// True for a run stopped at its time limit rather than by the watchdog.
    package var hitTimeLimit: Bool {
        guard case .timedOut(let after, let report) = self else { return false }
        return report == [Self.timeLimitWords(after)]
    }
}

/// Everything one run produced.
package struct RunResult: Sendable {
    package var request: RunRequest
    package var status: RunStatus
    package var trace: Trace
    /// What the demo's process wrote to stderr (runtime crash messages); kept out of the lesson's way.
    package var stderr: String
    /// The demo process's peak resident memory in bytes (0 when unknown).
    package var childPeakMemory: Int
    /// Where the trace's times start on the machine's monotonic clock (ns; 0 when unknown):
    /// `clockOrigin + event.time` is comparable with `CLOCK_MONOTONIC` in this process.
    package var clockOrigin: UInt64 = 0
    /// How a scheduled run's gates were passed (its replay token), when it was scheduled.
    package var schedule: ScheduleReport?

    /// A recorded free run's token: the choices of a scheduled run that passed
    /// the gates in the order of this run's gate events (nil when none could).
    package var recordedToken: ScheduleToken?
    /// Why a scheduled or recorded run has no token, when it has none.
    package var noTokenReason: String?

    /// The token that replays this run's gates: a scheduled run's choices, or a
    /// recorded run's; nil for a free run without gates recorded, and for a demo
    /// whose runs a token cannot replay.
    package var scheduleToken: ScheduleToken? {
        if DemoCatalog.stepProfile(for: request.demo).replayRefusal != nil { return nil }
        if let schedule { return schedule.token }
        return request.schedule == .record ? recordedToken : nil
    }

    package init(request: RunRequest, status: RunStatus, trace: Trace, stderr: String = "", childPeakMemory: Int = 0) {
        self.request = request
        self.status = status
        self.trace = trace
        self.stderr = stderr
        self.childPeakMemory = childPeakMemory
    }
}

/// Runs demos. ``DemoRunner`` runs each in a child process; tests may substitute.
package protocol DemoRunning: Sendable {
    /// Runs the demo to its end, calling `live` for each event as it arrives (on the calling thread).
    func run(_ request: RunRequest, live: (TraceEvent) -> Void) -> RunResult
}
