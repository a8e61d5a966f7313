import Foundation
import LearnLanguage
import LearnLessons
import LearnRunner
import LearnTrace
import Synchronization

/// One part of a lesson played for a page, as `learn run LESSON --variant PART --pace P --html`
/// plays it: the same lesson engine and the same runner, so each demo runs in a `learn __demo`
/// child of its own, never in the classroom's process. The engine plays on a thread of its own
/// (a run blocks while its child runs); what the page needs comes out as ``Message``s: each
/// event as `--json` writes it the moment the runner reads it, then the page that `--html` would
/// write (the lesson's text, the SVG lanes, the checks and what the run made of the predictions).
final class ClassroomRun: Sendable {
    enum Message: Sendable, Equatable {
        /// A run begins (the `n`th of the part: `repeat=` runs it more than once).
        case run(Int)
        /// One event, a `--json` line.
        case event(String)
        /// The run ended; its events' `time_ns` count from `origin` on `CLOCK_MONOTONIC`
        /// (learn-bench measures with it how late each event reached the page).
        case ran(origin: UInt64)
        /// What the part showed, as `--html`'s page holds it.
        case page(String)
        /// Why the part could not run (or stopped), in the classroom's language.
        case problem(String)
        /// The end: whether every check held (nil when it did not finish).
        case end(passed: Bool?)
        /// A line a learner's file's `learn play` or `learn explore` printed (``FileRun``).
        case output(String)
        /// The end of a learner's file's command: its exit status.
        case exited(Int32)
        /// Step mode: where every thread stands, as HTML (``PageScheduleConsole``).
        case decision(String)
        /// Step mode: the run ended; its token, as the terminal's `--step` says it.
        case stepped(String)

        /// The message as a server-sent event (`event:` and one `data:` line per line).
        var serverSent: String {
            let (name, data): (String, String) =
                switch self {
                case .run(let n): ("run", String(n))
                case .event(let line): ("trace", line)
                case .ran(let origin): ("ran", String(origin))
                case .page(let html): ("page", html)
                case .problem(let text): ("problem", text)
                case .end(let passed): ("end", passed.map { $0 ? "passed" : "failed" } ?? "stopped")
                case .output(let line): ("out", line)
                case .exited(let status): ("end", "exit \(status)")
                case .decision(let html): ("decision", html)
                case .stepped(let text): ("stepped", text)
                }
            let lines = data.split(separator: "\n", omittingEmptySubsequences: false).map { "data: " + $0 }
            return "event: \(name)\n" + lines.joined(separator: "\n") + "\n\n"
        }
    }

    /// Set when the page that asked is gone, or the classroom closes: the runner stops the demo.
    private let stopped = Atomic<Bool>(false)

    func stop() { stopped.store(true, ordering: .relaxed) }

    /// Step mode's console, while a stepped part plays.
    private let stepper = Mutex<PageScheduleConsole?>(nil)

    /// The page's answer to step mode's question; false when this run is not stepped.
    func give(_ answer: ScheduleAnswer) -> Bool {
        guard let console = stepper.withLock({ $0 }) else { return false }
        console.give(answer)
        return true
    }

    /// Plays `variant` of `lesson` on a new thread; its messages, the last one `.end`.
    /// `answers`: the predictions the page asked before the run, by question, with the option
    /// the reader picked (0-based; nil: they ran it without predicting).
    func play(
        _ lesson: Lesson, variant: String?, pace: Double, language: Language, codeRunner: (any CodeRunning)?,
        answers: [String: Int?] = [:], step: Bool = false
    ) -> AsyncStream<Message> {
        let (stream, continuation) = AsyncStream.makeStream(of: Message.self, bufferingPolicy: .unbounded)
        nonisolated(unsafe) let codeRunner = codeRunner  // moved to the one thread that plays
        let thread = Thread { [self] in
            let closing = self.messages(
                lesson, variant: variant, pace: pace, language: language, codeRunner: codeRunner, answers: answers, step: step
            ) {
                continuation.yield($0)
            }
            for message in closing { continuation.yield(message) }
            continuation.finish()
        }
        thread.stackSize = 8 << 20
        thread.start()
        return stream
    }

    /// Plays the part, `send`ing the live messages; returns the closing ones.
    private func messages(
        _ lesson: Lesson, variant: String?, pace: Double, language: Language, codeRunner: (any CodeRunning)?,
        answers: [String: Int?], step: Bool, send: @escaping @Sendable (Message) -> Void
    ) -> [Message] {
        var options = LessonOptions()
        options.variant = variant
        options.pace = pace
        options.render.language = language
        options.render.width = 80
        // a prediction stops the engine as it stops the shell: the page answered it before the run
        options.interactive = true
        let page = HTMLPage(title: lesson.title, language: language)
        options.page = page
        // `learn __demo` runs the demos: this process is `learn-serve`, beside `learn`
        var demos = DemoRunner(executable: DemoRunner.siblingExecutable(named: "learn") ?? DemoRunner.currentExecutable)
        demos.interrupted = { [self] in stopped.load(ordering: .relaxed) }
        if step {
            // `--step`'s mode and runner, the page the console
            let console = PageScheduleConsole(language: language, send: send) { [self] in stopped.load(ordering: .relaxed) }
            stepper.withLock { $0 = console }
            demos.console = console
            options.schedule = .step
        }
        let runner = StreamingRunner(inner: demos, runs: Counter(), send: send)
        let engine = LessonEngine(lesson: lesson, options: options, runner: runner) { _ in }
        engine.codeRunner = codeRunner
        var answers = answers
        var stop = engine.advance()
        var closing: [Message] = []
        while true {
            switch stop {
            case .paused:
                stop = engine.advance()
                continue
            case .prediction(let question, _):
                // asked on the page before the run: answered there (or passed), so the run's
                // page does not stop at it again; a later one stops the run's page
                // each once: an option the question does not have is asked again, then passed
                guard let answer = answers.removeValue(forKey: question) else {
                    stop = engine.advance()
                    continue
                }
                page.answered()
                stop = answer.map { engine.answer($0) } ?? engine.advance()
                continue
            case .interrupted:
                closing = [.end(passed: nil)]
            case .finished(let passed):
                closing = [.end(passed: passed)]
            case .failed(let text):
                closing = [.problem(Catalogue(language)(.serveRunProblem, text)), .end(passed: nil)]
            }
            break
        }
        return [.page(page.content())] + closing
    }
}

/// Counts a part's runs (read and written on the one thread that plays it).
final class Counter: @unchecked Sendable {
    var value = 0
}

/// The runner of a part played for a page: the lesson's own runner, each event also sent on as
/// the `--json` line that names its thread as the lanes do (`main`, `T1`, …).
struct StreamingRunner: TargetRunning {
    let inner: any TargetRunning
    let runs: Counter
    let send: @Sendable (ClassroomRun.Message) -> Void

    func run(_ request: RunRequest, live: (TraceEvent) -> Void) -> RunResult {
        runs.value += 1
        send(.run(runs.value))
        var lines = JSONLines.Stream(run: runs.value)
        let result = inner.run(request) { event in
            live(event)
            send(.event(lines.line(for: event)))
        }
        send(.ran(origin: result.clockOrigin))
        return result
    }

    func speaking(_ options: RenderOptions) -> any TargetRunning {
        StreamingRunner(inner: inner.speaking(options), runs: runs, send: send)
    }
}
