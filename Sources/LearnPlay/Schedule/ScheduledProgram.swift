import Foundation
import LearnLanguage
import LearnRunner
import LearnTrace

/// Runs a scheduled build of a learner's file under the schedule its request names: the learner's
/// choices (step), a token's (replay), or a search's prefix (explore). The child's scheduler is the
/// scheduled tracer's (`Support/tracer_sched*.c`), which speaks the demos' control channel, so the
/// runner, the step menu's driver and the explorer are the demos' own.
package struct ScheduledProgram: TargetRunning {
    package let build: PlayBuild
    /// The scheduled tracer, preloaded into each run.
    let tracer: String
    package var watchdog: Double
    package var outputLimit: Int
    /// The longest one run may take however busy it keeps (``Playground/timeLimit``): every line
    /// a loop prints is an event, so a program printing forever never trips the watchdog.
    package var timeLimit = Double.infinity
    /// CHESS's preemption bound: explore branches on at most this many preemptions per schedule.
    package var preemptions = 2
    /// Asks the learner in step mode.
    package var console: ScheduleConsole?
    /// An explored run past its prefix: a random schedule from this seed instead of the search's
    /// default (the running thread goes on); the report's choices replay it as a token.
    package var randomSeed: UInt64?
    /// A judged build: the seed of the judge's inputs (`Judge.pick`), so the schedules of one search
    /// and a replay run the same inputs.
    package var judgeSeed: UInt64?
    /// Where its runs fork from (``withZygote()``); nil: each run starts the program.
    package var zygote: ProgramZygote?
    /// A run with no schedule is still judged by the race detector (`LEARN_PLAY_SCHEDULE=free`):
    /// its report, at its end, carries the data race it had (a verify's free runs).
    package var judgesFreeRuns = false
    /// A free run of a judged build with noise from this seed (`LEARN_PLAY_NOISE`): before some of
    /// the learner's accesses its thread yields or sleeps a moment, as a real run's may be
    /// preempted, so a check and its act are split in runs no scheduler chose.
    package var noiseSeed: UInt64?
    /// Where its runs may write (``Sandbox``): a private folder each, and these folders.
    package var sandbox = Sandbox()
    /// The sandbox its runs get: ``sandbox``, hiding a judged build's symbols (``PlayBuild/hidden``).
    var runSandbox: Sandbox {
        var sandbox = self.sandbox
        sandbox.hidden += build.hidden
        return sandbox
    }
    /// The most events of a run kept (its first half and its last; the rest counted as dropped).
    package var eventCapacity = DemoRunner.defaultEventCapacity

    /// The same runs, forked from one process of the program started now (``ProgramZygote``): a
    /// verify's many runs skip starting the program, linking and initializing its libraries each
    /// time. Without a zygote (it cannot start) the runs start the program as they always did.
    package func withZygote() -> ScheduledProgram {
        var program = self
        program.zygote = try? ProgramZygote(
            executable: build.binary,
            environment: ["LD_PRELOAD": tracer, "SWIFT_BACKTRACE": DemoRunner.quietBacktrace].merging(Self.deterministic) { $1 },
            sandbox: runSandbox)
        return program
    }
    /// A judged build: the file that lists its judge's gate functions (``JudgeChannel``).
    var judgeCallers: String?

    /// What every scheduled run, and the zygote its runs fork from, starts with so that the
    /// schedule alone decides what it does (issue 34 item 4):
    /// - Swift's hashing seeded the same in every process: a `Set`'s or a `Dictionary`'s order is
    ///   then the same in the search's forked runs and in a replay started afresh (each process
    ///   drew its own seed, and a token printed for one order could replay another).
    /// - glibc's per-thread cache of freed blocks off: it marks each freed block with a key drawn
    ///   at random when the process starts, so a racy program that reads a block another thread
    ///   freed (002's `dataSource = dataSource + [...]` from two queues) crashed or not as that
    ///   key fell, the same schedule in every run (a token printed for a crash replayed it 3 times
    ///   in 6). Freed blocks then go to the arena's own lists, whose contents the schedule decides.
    static let deterministic = ["SWIFT_DETERMINISTIC_HASHING": "1", "GLIBC_TUNABLES": "glibc.malloc.tcache_count=0"]

    /// The environment variables the scheduled tracer reads.
    func environment(_ schedule: ScheduleMode?) -> [String: String] {
        var env = [
            "LEARN_PLAY_NAME": build.source.fileName, "LD_PRELOAD": tracer, "LEARN_CONTROL_FD": "4",
            "LEARN_GATE_SITES": (build.binary as NSString).deletingLastPathComponent + "/" + PlayBuilder.gateSitesFile,
            "LEARN_PLAY_PREEMPTIONS": String(preemptions),
        ].merging(Self.deterministic) { $1 }
        var seed = randomSeed
        switch schedule {
        case .step?: env["LEARN_PLAY_SCHEDULE"] = "step"
        case .replay(let token)?:
            env["LEARN_PLAY_SCHEDULE"] = "replay"
            switch token.form {
            case .choices(let choices): env["LEARN_PLAY_CHOICES"] = Self.choicesWord(choices)
            case .deviations(let deviations):
                env["LEARN_PLAY_DEVIATIONS"] = deviations.map { "\($0.position):\($0.rank)" }.joined(separator: ",")
            case .seed(let given):
                // A random schedule's token: the same search's run, drawn again from its seed.
                env["LEARN_PLAY_SCHEDULE"] = "explore"
                seed = given
            }
        case .explore(let prefix)?:
            env["LEARN_PLAY_SCHEDULE"] = "explore"
            env["LEARN_PLAY_CHOICES"] = Self.choicesWord(prefix?.choices ?? [])
        case nil where judgesFreeRuns:
            env["LEARN_PLAY_SCHEDULE"] = "free"
            if let noiseSeed { env["LEARN_PLAY_NOISE"] = String(noiseSeed) }
        default: break
        }
        if let seed { env["LEARN_PLAY_SEED"] = String(seed) }
        if build.source.judge != nil { env["LEARN_PLAY_JUDGE"] = "1" }
        if let judgeSeed { env["LEARN_JUDGE_SEED"] = String(judgeSeed) }
        if let judgeCallers { env["LEARN_JUDGE_CALLERS"] = judgeCallers }
        return env
    }

    /// Choices as LEARN_PLAY_CHOICES carries them: `RANK`, or `RANK*COUNT` for a run of one
    /// rank, separated by commas (a long run's choices stay far below the environment's 128 KB).
    static func choicesWord(_ choices: [Int]) -> String {
        var items: [String] = []
        var index = 0
        while index < choices.count {
            var length = 1
            while index + length < choices.count, choices[index + length] == choices[index] { length += 1 }
            items.append(length == 1 ? "\(choices[index])" : "\(choices[index])*\(length)")
            index += length
        }
        return items.joined(separator: ",")
    }

    package func run(_ request: RunRequest, live: (TraceEvent) -> Void) -> RunResult {
        var request = request
        request.timeLimit = min(request.timeLimit ?? .infinity, timeLimit)
        var environment = environment(request.schedule)
        // A judged run's facts carry a key made for this run alone (``JudgeChannel``).
        let key = build.source.judge != nil ? JudgeChannel.newKey() : nil
        if let key { environment["LEARN_JUDGE_KEY"] = key }
        var runner = ProgramRunner(
            executable: build.binary, environment: environment, watchdog: watchdog, eventCapacity: eventCapacity, outputLimit: outputLimit)
        runner.console = console
        runner.zygote = zygote
        runner.sandbox = runSandbox
        runner.reportsUnscheduled = request.schedule == nil && judgesFreeRuns
        var result = runner.run(request, live: live)
        if let key {
            JudgeChannel.authenticate(&result.trace, key: key)
            // A watchdog's report and a crash's summary name the spans threads were in as the wire
            // had them, key and all.
            switch result.status {
            case .timedOut(let after, let report):
                result.status = .timedOut(after: after, report: report.map { JudgeChannel.plain($0, key: key) })
            case .crashed(let signal, let name, let summary):
                result.status = .crashed(signal: signal, name: name, summary: JudgeChannel.plain(summary, key: key))
            default: break
            }
        }
        return result
    }

    /// A scheduled run's outcome as `learn explore FILE` counts it: a data race first, when it had
    /// one; then how it hung (a deadlock, a lost wake-up) or ended (a crash, an exit status), what
    /// it printed last, its `trace.value`s.
    package static func outcome(_ result: RunResult) -> String { outcomeWords(result, Catalogue(.en)) }

    /// ``outcome(_:)`` in `say`'s language, from the run's facts: its race, how it hung or ended,
    /// what it printed last, its values (as they are).
    package static func outcomeWords(_ result: RunResult, _ say: Catalogue) -> String {
        let race = result.schedule?.race.map { [$0.outcomeWords(say)] } ?? []
        return (race + ending(result, say)).joined(separator: ", ")
    }

    /// How a run ended and what it showed, as ``outcome(_:)`` counts it after its race.
    private static func ending(_ result: RunResult, _ say: Catalogue) -> [String] {
        if let hang = result.hangWords(say) { return [hang] }
        var parts: [String] = []
        switch result.status {
        case .finished: break
        case .crashed(_, let name, _): parts.append(say(.outcomeCrash, name))
        case .failed where result.exitCode != nil: parts.append(say(.outcomeExitStatus, result.exitCode!))
        default: parts.append(result.status.figureWord(say))
        }
        if let last = result.trace.output.last?.label { parts.append(say(.outcomePrintedLast, last)) }
        let values = result.trace.values.filter { !ReplayCheck.isMeasured($0.key) }.sorted { $0.key < $1.key }
        parts += values.map { "\($0.key)=\($0.value)" }
        // a run that finished and showed nothing says so, not a bare "finished"
        return parts.isEmpty ? [say(.outcomeFinishedSilent)] : parts
    }

    /// The sentence for a run's data race, its threads named as the run's lanes name them; nil
    /// when the run had none.
    package static func raceSentence(_ result: RunResult) -> String? {
        guard let race = result.schedule?.race, race.accesses.count == 2 else { return nil }
        let say = Catalogue(result.request.language)
        let (a, b) = (race.accesses[0], race.accesses[1])
        let verb = { (access: DataRace.Access) in say(access.write ? .raceWrite : .raceRead) }
        // a gate that named no variable (`body(&storage)`, an inout argument) is told by its line,
        // not as a variable called `memory`
        let subject = race.variable == "memory" ? say(.tsanLineTouches, b.line) : "`\(race.variable)`"
        // two blocks one pool thread happened to run: "T1 … and T1 …" would read as one thread's
        // own order, which is no race
        if a.tid == b.tid {
            return say(.raceSentenceOneThread, subject, result.trace.threadName(tid: a.tid), a.line, verb(a), b.line, verb(b))
        }
        return say(
            .raceSentence, subject, result.trace.threadName(tid: a.tid), a.line, verb(a), result.trace.threadName(tid: b.tid),
            b.line, verb(b))
    }

}
