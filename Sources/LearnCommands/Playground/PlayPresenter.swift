import Foundation
import LearnJudge
import LearnLanguage
import LearnPlay
import LearnRunner
import LearnState
import LearnSystem
import LearnTrace

/// Runs a `play` command through the ``Playground`` and shows what happened: the live
/// log, the lanes and summary, a histogram for `--repeat`, the verdict for `--tsan`.
struct PlayPresenter {
    let command: PlayCommand
    let session: Session
    /// Where `play` writes: the session's console, copied to ``page`` with `--html`.
    let console: Console
    /// The page of `--html`, given what the terminal shows; nil without it.
    let page: HTMLPage?
    /// The fixed words of `play`, in the session's language.
    var words: Catalogue { Catalogue(session.language) }
    var render: RenderOptions {
        var options = session.render
        if command.global.noColor { options.color = false }
        return options
    }

    init(command: PlayCommand, session: Session) {
        self.command = command
        self.session = session
        let page = command.output.html.map { _ in
            HTMLPage(title: "learn play " + VisibleText.name(command.file ?? ""), language: session.language)
        }
        self.page = page
        self.console = page.map { page in session.console.copying { page.output($0) } } ?? session.console
    }

    /// Plays the file; with `--html`, writes the page of what was shown, also when the run
    /// failed or was stopped (a file that did not compile showed nothing: no page).
    func play(_ path: String) throws {
        let pageFile = try command.checkPage()
        do { try playFile(path) } catch {
            if let pageFile, let page, page.hasOutput { try command.writePage(page, to: pageFile, console: session.console) }
            throw error
        }
        if let pageFile, let page, page.hasOutput { try command.writePage(page, to: pageFile, console: session.console) }
    }

    private func playFile(_ path: String) throws {
        let language = session.language
        let source = try PlayCommand.playing(language) { () throws(PlayError) in try PlaySource.load(path) }
        page?.source(name: VisibleText.name(source.path), text: source.text)
        // Decided and opened before anything is compiled or run, as `run --trace-out` does.
        let traceOutput = try command.openTraceOut()
        defer { traceOutput?.finish() }
        var playground = try PlayCommand.playing(language) { () throws(PlayError) in try Playground.standard() }
        playground.watchdog = command.watchdog
        playground.language = language
        // `play` writes beside its file, unless learn's state or cache is in that folder.
        let learns = [StateDirectory.path(), (playground.cache.root as NSString).deletingLastPathComponent].compactMap { $0 }
        playground.sandbox = Sandbox.beside(file: source.path, protecting: learns)
        let replay = try command.replay.map { words in
            try PlayCommand.playing(language) { () throws(PlayError) in try ProgramToken.parse(words, for: source).get() }
        }
        let mode: BuildMode = command.tsan ? .threadSanitizer : command.schedule || replay != nil ? .scheduled : .traced
        let build: PlayBuild
        do { build = try playground.build(source, mode: mode) } catch {
            if case .compileFailed(_, let diagnostics) = error { console.errorRaw(diagnostics.trimmingCharacters(in: .newlines)) }
            if error == .compileInterrupted {
                _ = InterruptFlag.take()
                console.line(words(.playCompileStopped))
                if session.interactive { return }
                throw LearnError.interrupted
            }
            throw error.isUsageError ? LearnError.badLine(error.message(words)) : LearnError.nothingToDo(error.message(words))
        }
        if let notice = build.notice { console.line(notice) }
        if command.tsan {
            try judge(build, playground)
        } else if mode == .scheduled {
            try runScheduled(build, playground, replay: replay, traceOutput)
        } else if let count = command.repeatCount {
            try repeatRuns(build, playground, count: count, traceOutput)
        } else {
            try runOnce(build, playground, traceOutput)
        }
    }

    private func runOnce(_ build: PlayBuild, _ playground: Playground, _ traceOutput: TraceOutput?) throws {
        var liveOptions = render
        liveOptions.width = max(40, liveOptions.width - 2)
        let live = LiveLog(options: liveOptions)
        let views = command.viewText.map { TraceViewSet.parse($0).views } ?? .single
        if !command.json {
            started(build)
            if views.contains(.log) { console.line("  " + live.header()) }
        }
        var json = JSONLines.Stream()
        var heldBack = false
        let (showsJSON, showsLog) = (command.json, views.contains(.log))  // asked once, not per event
        let run = try PlayCommand.playing(session.language) { () throws(PlayError) in
            try playground.run(build) { event in
                if showsJSON {
                    console.line(json.line(for: event))
                } else if showsLog {
                    for text in live.lines(for: event) {
                        for line in text.split(separator: "\n", omittingEmptySubsequences: false) { console.line("  " + line) }
                    }
                    if live.suppressed > 0 { heldBack = true }
                }
            }
        }
        if !command.json, let rest = live.flushSummary() { console.line("  " + rest) }
        if !command.json, heldBack {
            // The live log skipped lines to keep up: the program's last words are still shown.
            let said = run.trace.output.suffix(10).map { e in
                TerminalLines.wrap(
                    words(.playSaid, run.trace.threadName(tid: e.tid), QueueName.short(e.queue, words), e.label), to: render.width - 2,
                    indent: "    "
                ).map { "  " + $0 }.joined(separator: "\n")
            }
            if !said.isEmpty { console.line("  " + words(.playLastLines) + "\n" + said.joined(separator: "\n")) }
        }
        session.playground.lastRun = run
        try writeTrace(run.trace, name: build.source.fileName, to: traceOutput)
        if !command.json, run.result.status != .interrupted { draw(run.trace, views: views, name: build.source.fileName) }
        if !command.json, run.result.status == .finished {  // a run that did not finish says it in its problem
            note(run.diagnosis + [RaceVisibility([run.trace]).note(words)].compactMap { $0 })
        }
        if !command.json, let strays = run.straysNote {
            console.line(Text.hanging(words(.playNote), strays, width: render.width).joined(separator: "\n"))
        }
        if !command.json { noteSandbox([run.result]) }
        try finish(run)
    }

    private func repeatRuns(_ build: PlayBuild, _ playground: Playground, count: Int, _ traceOutput: TraceOutput?) throws {
        console.line(words(.playRepeat, build.source.path, count))
        let runs = try PlayCommand.playing(session.language) { () throws(PlayError) in try playground.repeatRuns(build, count: count) }
        if let last = runs.last {
            session.playground.lastRun = last
            try writeTrace(last.trace, name: build.source.fileName, to: traceOutput)
        }
        let rows = runs.map {
            RunHistogram.Row(values: $0.trace.values, outcome: $0.result.status.figureWord(words), lastLine: $0.lastLine)
        }
        console.line(RunHistogram.render(rows, lastLines: true, options: render))
        note([RaceVisibility(runs.map(\.trace)).note(words)].compactMap { $0 })
        noteSandbox(runs.map(\.result))
        if runs.last?.result.status == .interrupted { try finish(runs.last!) }
        // A run that crashed, hung or exited with a status fails the command, as one run would.
        let unfinished = runs.count { $0.result.status != .finished }
        if unfinished > 0 { throw LearnError.nothingToDo(words(.playRepeatUnfinished, unfinished, runs.count)) }
    }

    /// The views after a run (the log was live); the page draws the lanes itself, as SVG.
    func draw(_ trace: Trace, views: TraceViewSet, name: String, notes: [String] = []) {
        let drawn = views.ordered.filter { $0 != .log }.map { $0.render(trace, options: render) }
        guard let page else {
            if !drawn.isEmpty { console.line(drawn.joined(separator: "\n\n")) }
            return
        }
        page.run(trace, caption: name, notes: notes)
        if !drawn.isEmpty { session.console.line(drawn.joined(separator: "\n\n")) }
        let rest = views.ordered.filter { $0 != .log && $0 != .lanes }.map { $0.render(trace, options: render) }
        if !rest.isEmpty { page.output(rest.joined(separator: "\n\n") + "\n") }
    }

    /// `▶ FILE (compiled in 0.4 s)`, wrapped at the width: the line every run of the file starts with.
    func started(_ build: PlayBuild, _ how: String = "") {
        let compiled = build.compiled ? words(.playCompiledIn, String(format: "%.1f", build.compileSeconds)) : ""
        console.line(
            TerminalLines.wrap("▶ \(VisibleText.name(build.source.path))\(how)" + compiled, to: render.width, indent: "  ")
                .joined(separator: "\n"))
    }

    private func judge(_ build: PlayBuild, _ playground: Playground) throws {
        started(build, words(.playUnderTSan))
        let verdict = try PlayCommand.playing(session.language) { () throws(PlayError) in try playground.judge(build, runs: command.runs) }
        let output = verdict.programOutput
        if !output.isEmpty { console.line(output.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n")) }
        console.line(verdict.explanation(source: build.source, words: words, width: render.width))
        noteSandbox(verdict.runs.map(\.result))
        if let note = TSanVerdict.taskNote(source: build.source, words: words) { console.line(paragraph(note)) }
        if verdict.foundRace, let last = session.playground.lastRun, last.result.request.target.program?.fileName == build.source.fileName {
            note([RaceVisibility([last.trace]).disagreement(words)].compactMap { $0 })
        }
        let raw = verdict.raw(compiledPath: build.compiledSource, learnerPath: build.source.path)
        session.playground.lastRawReport = verdict.foundRace ? raw : nil
        if verdict.foundRace {
            if command.raw {
                console.line(raw)
            } else {
                console.line(paragraph(words(session.interactive ? .playRawShell : .playRawCommand)))
            }
        }
        if let last = verdict.runs.last, last.result.status != .finished { try finish(last) }
        if verdict.foundRace {
            throw LearnError.nothingToDo(words(.playRaceFound, VisibleText.name(build.source.path)))
        }
    }

    /// Each sentence as a "Note: " paragraph wrapped to the width.
    func note(_ sentences: [String]) {
        for sentence in sentences { console.line(Text.hanging(words(.playNote), sentence, width: render.width).joined(separator: "\n")) }
    }

    /// What the sandbox refused `results` (or that there is none here), as notes.
    func noteSandbox(_ results: [RunResult]) { SandboxNotes.tell(results, session: session, console: console) }

    /// `text` as it is in English (a line the terminal wraps, as it always was); broken at
    /// spaces to the width in display columns in a translation.
    func paragraph(_ text: String) -> String {
        guard session.language != .source else { return text }
        return Text.wrap(text, width: render.width).joined(separator: "\n")
    }

    /// Says how a run that did not finish ended, as the error the command exits with.
    func finish(_ run: PlayRun) throws {
        if run.result.status == .interrupted {
            if session.interactive {
                console.line(words(.playStoppedShell))
                return
            }
            throw LearnError.interrupted
        }
        if let problem = run.problem { throw LearnError.nothingToDo(problem) }
    }

    /// The run's trace through the output `--trace-out` opened before the build.
    func writeTrace(_ trace: Trace, name: String, to output: TraceOutput?) throws {
        guard let output else { return }
        do { try output.write(run: ChromeTrace.Run(name: name, trace: trace)) } catch {
            throw LearnError.nothingToDo(words(.playCannotWriteTrace, "\(error)"))
        }
    }
}
