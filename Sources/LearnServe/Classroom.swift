import Foundation
import Hummingbird
import LearnLanguage
import LearnLessons
import LearnRunner
import LearnTrace
import Logging
import NIOCore
import Synchronization

/// `learn serve`'s server: the course over HTTP on 127.0.0.1, behind ``RequestGuard``.
///
/// Nothing it serves is read from a path a request names: a lesson is looked up by its id in the
/// library learn loaded at start (the shipped lessons and the teacher's `--lessons` folders),
/// the script and the style are learn's own text. A part's run is the lesson engine's, its
/// demos in children (``ClassroomRun``); one run at a time, so two pages do not share the CPUs
/// that a run's timing and lanes speak of.
package struct Classroom: Sendable {
    package var port: Int
    package var language: Language
    package var library: LessonLibrary
    /// The runner of teachers' Swift files (`@run file=`), made for each run; nil: none runs.
    package var makeCodeRunner: @Sendable () -> (any CodeRunning)?
    /// Called once listening, with the address to open (the token in it).
    package var opened: @Sendable (String) -> Void
    /// The learner's Swift files named at the terminal (`--play FILE`), absolute: a page plays
    /// or explores one by its number in this list, never by a path it names.
    package var files: [String] = []

    package init(
        port: Int, language: Language, library: LessonLibrary, makeCodeRunner: @escaping @Sendable () -> (any CodeRunning)?,
        opened: @escaping @Sendable (String) -> Void
    ) {
        self.port = port
        self.language = language
        self.library = library
        self.makeCodeRunner = makeCodeRunner
        self.opened = opened
    }

    /// Why the classroom could not open: the port, and the system's words.
    package struct CannotListen: Error, Sendable {
        package let port: Int
        package let reason: String
    }

    /// Serves until SIGINT or SIGTERM (Ctrl-C), then closes: what runs is told to stop.
    package func serve() async throws {
        let token = ServeToken()
        let listening = ListeningPort()
        let busy = RunGate()
        let router = Router()
        router.add(middleware: RequestGuard(token: token, listening: listening, language: language))
        addRoutes(router, busy: busy)
        let opened = self.opened
        let app = Application(
            router: router,
            configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: port), serverName: nil),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? 0
                listening.set(port)
                opened("http://127.0.0.1:\(port)/?token=\(token.text)")
            },
            logger: Logger(label: "learn-serve") { _ in SwiftLogNoOpLogHandler() }
        )
        do { try await app.runService() } catch {
            busy.stopAll()
            if listening.port == 0 {
                // the system's words for why (`Address already in use`), not the library's call
                let reason = (error as? IOError).map { String(cString: strerror($0.errnoCode)) } ?? "\(error)"
                throw CannotListen(port: port, reason: reason)
            }
            throw error
        }
        busy.stopAll()
    }

    private func addRoutes(_ router: Router<BasicRequestContext>, busy: RunGate) {
        let pages = CoursePages(library: library, language: language, files: files)
        let language = self.language
        router.get("/") { _, _ in
            let (title, body) = pages.course()
            return ServedPage.page(title: title, language: language, body: body)
        }
        router.get("/style.css") { _, _ in ServedPage.text(ClassroomScript.css, type: "text/css; charset=utf-8") }
        router.get("/classroom.js") { _, _ in ServedPage.text(ClassroomScript.source, type: "text/javascript; charset=utf-8") }
        router.get("/lesson/:id") { request, context in
            guard let id = context.parameters.get("id"),
                let (title, body, data) = pages.lesson(id, part: request.uri.queryParameters["part"].map(String.init))
            else { return ServedPage.notFound(language) }
            return ServedPage.page(title: title, language: language, body: body, data: data)
        }
        let files = self.files
        // step mode's answer: which waiting thread goes on (its number), or `auto`
        router.get("/step") { request, _ in
            let choice = request.uri.queryParameters["choice"].map(String.init) ?? ""
            let answer: ScheduleAnswer
            if choice == "auto" {
                answer = .auto
            } else if let n = Int(choice), n > 0 {
                answer = .go(n)
            } else {
                return ServedPage.notFound(language)
            }
            guard busy.give(answer) else { return ServedPage.text("", type: "text/plain; charset=utf-8", status: .conflict) }
            return ServedPage.text("", type: "text/plain; charset=utf-8", status: .noContent)
        }
        router.get("/file/:n") { _, context in
            guard let n = context.parameters.get("n").flatMap({ Int($0) }), let (title, body, data) = pages.file(n) else {
                return ServedPage.notFound(language)
            }
            return ServedPage.page(title: title, language: language, body: body, data: data)
        }
        router.get("/file/:n/:kind") { request, context in
            guard let n = context.parameters.get("n").flatMap({ Int($0) }), files.indices.contains(n),
                let kind = context.parameters.get("kind").flatMap({ FileRun.Kind(rawValue: $0) })
            else { return ServedPage.notFound(language) }
            // explore's `--max-schedules` (its own default without it)
            let schedules = request.uri.queryParameters["schedules"].map { Int(String($0)) }
            if let schedules, !(1...100_000).contains(schedules ?? 0) { return ServedPage.notFound(language) }
            let run = FileRun()
            let taken = busy.take(.file(run))
            let messages =
                taken ? run.run(kind, file: files[n], schedules: schedules ?? nil, language: language) : Self.busyMessages(language)
            return Self.stream(messages, release: taken ? busy : nil, stop: run.stop)
        }
        let library = self.library
        let makeCodeRunner = self.makeCodeRunner
        router.get("/lesson/:id/run") { request, context in
            guard let id = context.parameters.get("id"), let (lesson, _) = library.lesson(id: id, language: language) else {
                return ServedPage.notFound(language)
            }
            let part = request.uri.queryParameters["part"].map(String.init).flatMap { $0.isEmpty ? nil : $0 }
            if let part, !LessonParts(lesson).parts.contains(where: { $0.variant == part }) { return ServedPage.notFound(language) }
            let paceText = request.uri.queryParameters["pace"].map(String.init) ?? "1"
            guard let pace = Double(paceText), pace.isFinite, pace > 0, pace <= 100 else { return ServedPage.notFound(language) }
            let parts = LessonParts(lesson)
            guard
                let answers = Self.answers(
                    request.uri.queryParameters["answers"].map(String.init), parts.questions(before: parts.index(of: part)))
            else { return ServedPage.notFound(language) }
            let step = request.uri.queryParameters["step"] != nil
            let run = ClassroomRun()
            let taken = busy.take(.lesson(run))
            let messages =
                taken
                ? run.play(
                    lesson, variant: part, pace: pace, language: language, codeRunner: makeCodeRunner(), answers: answers, step: step)
                : Self.busyMessages(language)
            return Self.stream(messages, release: taken ? busy : nil, stop: run.stop)
        }
    }

    /// What a page that asks for a run while another plays is told.
    private static func busyMessages(_ language: Language) -> AsyncStream<ClassroomRun.Message> {
        AsyncStream { continuation in
            continuation.yield(.problem(Catalogue(language)(.serveRunBusy)))
            continuation.yield(.end(passed: nil))
            continuation.finish()
        }
    }

    /// `messages` as server-sent events; `release` frees the classroom for the next run after.
    private static func stream(
        _ messages: AsyncStream<ClassroomRun.Message>, release: RunGate?, stop: @escaping @Sendable () -> Void
    ) -> Response {
        Response(
            status: .ok, headers: ServedPage.headers("text/event-stream; charset=utf-8"),
            body: ResponseBody { writer in
                defer { release?.release() }
                do {
                    for await message in messages { try await writer.write(ByteBuffer(string: message.serverSent)) }
                } catch {
                    // the page is gone: its run stops, and the stream is drained so the run's thread ends
                    stop()
                    for await _ in messages {}
                    throw error
                }
                try await writer.finish(nil)
            })
    }
}

extension Classroom {
    /// The page's answers (`answers=2,0,1`: the option picked for each question it asked before
    /// the run, 1-based, 0 for none) by question; nil when they are not that.
    static func answers(_ text: String?, _ questions: [String]) -> [String: Int?]? {
        guard let text, !text.isEmpty else { return [:] }
        let picked = text.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
        guard picked.count == questions.count else { return nil }
        var out: [String: Int?] = [:]
        for (question, choice) in zip(questions, picked) {
            guard let choice, choice >= 0, choice <= 26 else { return nil }
            out[question] = choice == 0 ? Int?.none : choice - 1
        }
        return out
    }
}

/// The one run the classroom plays at a time.
final class RunGate: Sendable {
    /// A lesson's part, or a learner's file.
    enum Run: Sendable {
        case lesson(ClassroomRun)
        case file(FileRun)

        func stop() {
            switch self {
            case .lesson(let run): run.stop()
            case .file(let run): run.stop()
            }
        }
    }

    private let current = Mutex<Run?>(nil)

    /// Makes `run` the current one; false while another plays.
    func take(_ run: Run) -> Bool {
        current.withLock { current in
            guard current == nil else { return false }
            current = run
            return true
        }
    }

    func release() { current.withLock { $0 = nil } }

    /// Step mode's answer, given to the current run; false when no stepped run plays.
    func give(_ answer: ScheduleAnswer) -> Bool {
        guard case .lesson(let run)? = current.withLock({ $0 }) else { return false }
        return run.give(answer)
    }

    /// Tells the current run to stop (the classroom closes).
    func stopAll() { current.withLock { $0?.stop() } }
}
