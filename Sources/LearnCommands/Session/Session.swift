import Foundation
import LearnDemos
import LearnLanguage
import LearnLessons
import LearnRunner
import LearnState
import LearnTrace

/// What commands run against: the lessons, the runner, the console and, in the shell, the
/// open lesson and the session's parameter defaults. Built lazily: `learn --version` loads nothing.
package final class Session {
    /// Where commands write; ``writing(to:_:)`` lends it to a page's copy for one command.
    package private(set) var console: Console
    package var render: RenderOptions {
        didSet {
            spoken.language = render.language
            console.width = render.width
        }
    }
    /// ``language`` for the progress store's notes, said as they happen.
    private let spoken: SpokenLanguage
    /// Teacher folders from `--lessons` and `LEARN_LESSONS`.
    package let lessonDirectories: [String]
    /// True in the interactive shell: lessons pause at `@pause` and ask predictions.
    package var interactive: Bool
    /// Asks the learner for a line (prediction answers, `--step` Enter); nil at end of input.
    package var ask: (String) -> String? = { prompt in
        // Enter pressed while a run drew its lanes answers nothing yet: each pause waits for a
        // key pressed once its prompt is shown, so a screen is never skipped unseen
        if isatty(STDIN_FILENO) != 0 { tcflush(STDIN_FILENO, TCIFLUSH) }
        Console.writeAll(STDOUT_FILENO, prompt)
        return readLine()
    }
    /// `--trust-lessons` or `LEARN_TRUST_LESSONS=1`: teachers' Swift files run without asking.
    package var trustLessons = false
    /// `--no-color` was given: colour stays off even when the terminal could show it.
    package var noColor = false
    package let runner: TargetRunning
    /// Makes the player for a lesson (tests substitute a scripted one).
    package var makePlayer: (Lesson, LessonOptions, Session) -> any LessonStepping = { lesson, options, session in
        let player = LessonEngine(lesson: lesson, options: options, runner: session.runner) { text in
            session.console.raw(text.hasSuffix("\n") ? text : text + "\n")
        }
        // The player records finished lessons and predictions itself.
        player.progress = session.progress
        player.codeRunner = LessonCodeRunner(session: session)
        return player
    }

    /// Who decides at the demos' gates in this session (`schedule on`); nil: the real scheduler.
    package var schedule: ScheduleMode?
    /// Session defaults for demo parameters (`set name=value`), passed as overrides.
    package var overrides: [String: String] = [:]
    /// The views chosen with `set view=…`, instead of each `@run`'s own; nil: the lesson's.
    package var views: TraceViewSet?
    /// The lesson paused in the shell, if any (its id is in the prompt).
    package var openPlayer: (any LessonStepping)?
    /// The last lesson played, for `again` and `trace`.
    package var lastPlayer: (any LessonStepping)?
    /// The shell's `play` file and its last run (for `again`, `edit`, `trace`).
    package var playground = PlaygroundState()
    /// The shell's history, oldest first (for `history`).
    package var history: [String] = []
    /// Set by `quit`/`exit`.
    package var quitRequested = false

    package init(
        console: Console = .standard(), render: RenderOptions = .plain, lessonDirectories: [String] = [],
        interactive: Bool = false, runner: TargetRunning = DemoRunner(console: TerminalScheduleConsole()),
        progressDirectory: String? = nil
    ) {
        self.console = console
        console.width = render.width
        self.progressDirectory = progressDirectory
        self.render = render
        self.spoken = SpokenLanguage(render.language)
        self.lessonDirectories = lessonDirectories
        self.interactive = interactive
        self.runner = runner
    }

    /// Runs `body` with `console` as the session's console (the copy a page of `--html` is
    /// given too), then puts the session's own back.
    package func writing<T>(to console: Console, _ body: () throws -> T) rethrows -> T {
        let own = self.console
        self.console = console
        defer { self.console = own }
        return try body()
    }

    /// The lessons, loaded on first use.
    package private(set) lazy var library: LessonLibrary = {
        folderState = Self.fileState(lessonDirectories)
        return LessonLibrary(extraDirectories: lessonDirectories)
    }()
    /// The teacher folders' files as last read (path, size, modification time).
    private var folderState: [String]?

    /// Reads the lessons again when a file in a teacher's folder was added, removed or changed.
    func reloadIfChanged() {
        guard !lessonDirectories.isEmpty else { return }
        _ = library  // read once before comparing
        let state = Self.fileState(lessonDirectories)
        if folderState != state {
            library = LessonLibrary(extraDirectories: lessonDirectories)
            folderState = state
        }
    }

    /// `path size mtime` of each Markdown file in `directories`, sorted.
    static func fileState(_ directories: [String]) -> [String] {
        let files = FileManager.default
        return directories.flatMap { dir -> [String] in
            ((try? files.contentsOfDirectory(atPath: dir)) ?? []).filter { $0.hasSuffix(".md") }.map { name in
                let path = dir + "/" + name
                let a = try? files.attributesOfItem(atPath: path)
                let size = (a?[.size] as? NSNumber)?.intValue ?? -1
                let time = (a?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
                return "\(path) \(size) \(time)"
            }
        }.sorted()
    }
    /// Where progress is kept; nil: the learner's state directory. Tests name a folder of their own
    /// so that no test run writes into a real learner's progress.
    let progressDirectory: String?
    /// The learner's progress, read on first use; its problems are reported as they happen.
    package private(set) lazy var progress: ProgressStore = {
        let console = console, spoken = spoken
        // Every problem (a file set aside, a save that failed, no state folder) is said when it
        // happens, in the session's language then.
        return ProgressStore(directory: progressDirectory ?? ProgressStore.defaultDirectory) {
            console.error($0.said(in: spoken.language))
        }
    }()

    /// The lesson named `id`, or an error naming the closest ids (or, for a teacher's file of
    /// that name that was left out, its problems). In the shell a teacher's folder is live: a
    /// changed file is read again first.
    package func lesson(_ id: String) throws(LearnError) -> Lesson {
        reloadIfChanged()
        if let lesson = library.lesson(id: id) { return lesson }
        let rejected = library.problems.filter { ($0.file as NSString).lastPathComponent == id + ".md" }
        if let file = rejected.first?.file { throw .rejectedLesson(file: file, problems: rejected) }
        var close = library.closest(to: id)
        if close.isEmpty { close = Suggestions.closest(to: id, in: library.lessons.map(\.id)) }
        throw .unknownLesson(id, suggestions: close)
    }

    /// Teacher folders: `--lessons` values, then `LEARN_LESSONS` (colon-separated).
    package static func lessonDirectories(flags: [String], environment: [String: String]) -> [String] {
        let fromEnvironment = (environment["LEARN_LESSONS"] ?? "").split(separator: ":").map(String.init)
        return flags + fromEnvironment.filter { !$0.isEmpty }
    }
}
