import Foundation
import LearnJudge
import LearnLanguage
import LearnRunner
import LearnTrace

/// The playground's pipeline as a library: build a learner's file, run it traced (live
/// events, lanes, crash and hang diagnosis), run it under ThreadSanitizer and judge the
/// reports, run it many times. Commands draw what it returns; exercises reuse it.
package struct Playground: Sendable {
    package let toolchain: Toolchain
    package var cache: PlayCache
    /// Seconds without a new event (or, under TSan, new output) before a run is stopped.
    package var watchdog: Double = 10
    /// How much of a run's stdout and stderr is kept (the last bytes).
    package var outputLimit = 256 * 1024
    /// The most events learn keeps of one traced run; the rest are counted (``Trace/droppedEvents``).
    package var eventCapacity = DemoRunner.defaultEventCapacity
    /// False: the tracer records no Swift task events (its jobs are still traced), as
    /// `LEARN_TASK_RECORDS=off` in learn's environment does: what recording tasks costs is the
    /// difference (`learn-bench tasks`).
    package var taskRecords = true
    /// The language of what learn says of a build and its runs: the sentences a build adds to the
    /// compiler's messages (``LinuxDifferences``), how a run ended, what its waits tell.
    package var language = Language.en
    /// Where the programs it runs may write (``Sandbox``): each run's private folder, and these
    /// folders (`learn play FILE`: the file's folder; a judged run, an explored one: none).
    package var sandbox = Sandbox()

    package init(toolchain: Toolchain, cache: PlayCache = PlayCache()) {
        self.toolchain = toolchain
        self.cache = cache
    }

    /// A playground with the `swiftc` on `PATH` and the default cache.
    package static func standard() throws(PlayError) -> Playground {
        Playground(toolchain: try Toolchain.find())
    }

    private var builder: PlayBuilder { PlayBuilder(toolchain: toolchain, cache: cache, language: language) }

    /// Compiles `source` (or finds it compiled in the cache).
    package func build(_ source: PlaySource, mode: BuildMode = .traced) throws(PlayError) -> PlayBuild {
        if mode == .traced { _ = try builder.tracerLibrary() }
        return try builder.build(source, mode: mode)
    }

    /// Runs a traced build once; `live` sees each event as it arrives (on the calling thread).
    package func run(_ build: PlayBuild, live: (TraceEvent) -> Void = { _ in }) throws(PlayError) -> PlayRun {
        var environment = ["LEARN_PLAY_NAME": build.source.fileName]
        if build.mode == .traced { environment["LD_PRELOAD"] = try builder.tracerLibrary() }
        if !taskRecords { environment["LEARN_TASK_RECORDS"] = "off" }
        var runner = ProgramRunner(
            executable: build.binary, environment: environment, watchdog: watchdog, eventCapacity: eventCapacity,
            outputLimit: outputLimit, speaksProtocol: build.mode == .traced)
        runner.sandbox = sandbox
        var result = runner.run(request(build), live: live)
        if build.mode == .traced {
            TaskSites.name(
                &result.trace, binary: build.binary, symbols: build.symbols, fileName: build.source.fileName, toolchain: toolchain)
        }
        var run = PlayRun(result: result)
        if build.mode == .traced { run.diagnosis = diagnose(run, build) }
        return run
    }

    /// Sentences about the run's waits and queued blocks, their lines read from the build.
    private func diagnose(_ run: PlayRun, _ build: PlayBuild) -> [String] {
        let diagnosis = WaitDiagnosis(trace: run.trace, status: run.result.status)
        let endedFirst = Set(diagnosis.endedFirst.map { UInt64(bitPattern: $0.value) })
        let sites = diagnosis.sites.union(endedFirst)
        let words = Catalogue(language)
        let continuations = continuationSentences(run.trace, build)
        guard !sites.isEmpty else { return continuations }
        let lines = SiteLines(toolchain: toolchain, binary: build.symbols).lines(sites)
        return continuations
            + (diagnosis.sites.isEmpty ? [] : diagnosis.sentences(places: places(lines), words: words))
            + (diagnosis.endedFirstSentence(places: places(lines), words: words).map { [$0] } ?? [])
    }

    /// What a run's checked continuations tell at the learner's lines, read from `build`: where a
    /// leaked one was made, and each one resumed more than once with its resumes (none: nothing
    /// to tell). A verify's crashed or hung run says them too.
    package func continuationSentences(_ trace: Trace, _ build: PlayBuild) -> [String] {
        let continuations = ContinuationStory(trace: trace)
        let words = Catalogue(language)
        let leakedIn = continuations.leaked ? LeakedContinuationSites.functions(inRuntimeLines: continuations.leakLines) : []
        let leakSites = LeakedContinuationSites(toolchain: toolchain, binary: build.symbols, source: build.source.text).sites(leakedIn)
        let leak = continuations.leakSentence(words: words, sites: leakSites).map { [$0] } ?? []
        guard !continuations.sites.isEmpty else { return leak }
        let lines = SiteLines(toolchain: toolchain, binary: build.symbols).lines(continuations.sites)
        return leak + continuations.sentences(lines: lines, words: words)
    }

    /// The learner's lines as places a sentence names (`line 12`), in the playground's language.
    func places(_ lines: [UInt64: Int]) -> [UInt64: String] {
        let words = Catalogue(language)
        return lines.mapValues { words(.diagLine, $0) }
    }

    /// The longest one run may take, however busy it keeps (a program printing forever never
    /// trips the watchdog): three watchdog periods, at least 10 s.
    package var timeLimit: Double { max(10, watchdog * 3) }

    private func request(_ build: PlayBuild) -> RunRequest {
        var request = RunRequest(program: ProgramTarget(fileName: build.source.fileName))
        request.timeLimit = timeLimit
        request.language = language
        return request
    }

    /// Runs a traced build `count` times (no recompiling); stops early after Ctrl-C.
    package func repeatRuns(_ build: PlayBuild, count: Int, each: (Int, PlayRun) -> Void = { _, _ in }) throws(PlayError) -> [PlayRun] {
        let series = RunSeries(count: max(1, count))
        return try series.run { (index, _) throws(PlayError) -> PlayRun in
            let run = try self.run(build)
            each(index, run)
            return run
        } judge: {
            $0.result.status == .interrupted ? .interrupted : .next
        }.runs
    }

    /// Runs a ThreadSanitizer build up to `runs` times, stopping at the first run with a report.
    package func judge(_ build: PlayBuild, runs: Int = 3) throws(PlayError) -> TSanVerdict {
        precondition(build.mode == .threadSanitizer, "judge a build made with .threadSanitizer")
        // `atexit_sleep_ms=0`: by default TSan sleeps a second at exit while any other thread
        // (an idle pool worker) is alive, which made about half the judged runs a second longer.
        var options = "halt_on_error=0 exitcode=0 report_signal_unsafe=0 history_size=7 atexit_sleep_ms=0"
        if let extra = ProcessInfo.processInfo.environment["TSAN_OPTIONS"] { options += " " + extra }
        // A contended `Synchronization.Mutex` hands over inside the standard library, which TSan does
        // not see: without the shim a correct Mutex is reported as a data race.
        let shim = try PlayBuilder(toolchain: toolchain, cache: cache).tsanMutexShim()
        let environment = ["TSAN_OPTIONS": options, "LD_PRELOAD": shim]
        // A judged build's program tells learn, at the judge's last line, how many reports
        // ThreadSanitizer made (``JudgeChannel/sanitizedRun``).
        let callers =
            build.source.judge != nil ? try JudgeChannel.callers(of: build.binary, symbols: build.symbols, toolchain: toolchain) : nil
        var tried: [PlayRun] = []
        for _ in 0..<max(1, runs) {
            let run: PlayRun
            if let callers {
                run = try JudgeChannel.sanitizedRun(build, environment: environment, callers: callers, words: Catalogue(language)) {
                    environment, folder in
                    var runner = sanitizedRunner(build, environment)
                    runner.folder = folder
                    return runner.run(request(build)) { _ in }
                }
            } else {
                run = PlayRun(result: sanitizedRunner(build, environment).run(request(build)) { _ in })
            }
            tried.append(run)
            if !TSanReport.parse(run.output).isEmpty || run.result.status != .finished || run.judgeProblem != nil { break }
        }
        return TSanVerdict(runs: tried, build: build, symbolizer: TSanSymbolizer(toolchain: toolchain))
    }

    /// The runner of a ThreadSanitizer build: judged by its exit status, in the playground's sandbox.
    private func sanitizedRunner(_ build: PlayBuild, _ environment: [String: String]) -> ProgramRunner {
        var runner = ProgramRunner(
            executable: build.binary, environment: environment, watchdog: watchdog, outputLimit: outputLimit, speaksProtocol: false)
        runner.sandbox = sandbox
        return runner
    }
}
