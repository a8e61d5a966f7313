import Foundation
import Hummingbird
import LearnLanguage
import LearnLessons
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
        let pages = CoursePages(library: library, language: language)
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
            let run = ClassroomRun()
            let taken = busy.take(run)
            let messages: AsyncStream<ClassroomRun.Message>
            if taken {
                messages = run.play(lesson, variant: part, pace: pace, language: language, codeRunner: makeCodeRunner())
            } else {
                messages = AsyncStream { continuation in
                    continuation.yield(.problem(Catalogue(language)(.serveRunBusy)))
                    continuation.yield(.end(passed: nil))
                    continuation.finish()
                }
            }
            return Response(
                status: .ok, headers: ServedPage.headers("text/event-stream; charset=utf-8"),
                body: ResponseBody { writer in
                    defer { if taken { busy.release() } }
                    do {
                        for await message in messages { try await writer.write(ByteBuffer(string: message.serverSent)) }
                    } catch {
                        // the page is gone: its run stops, and the stream is drained so the engine's thread ends
                        run.stop()
                        for await _ in messages {}
                        throw error
                    }
                    try await writer.finish(nil)
                })
        }
    }
}

/// The one run the classroom plays at a time.
final class RunGate: Sendable {
    private let current = Mutex<ClassroomRun?>(nil)

    /// Makes `run` the current one; false while another plays.
    func take(_ run: ClassroomRun) -> Bool {
        current.withLock { current in
            guard current == nil else { return false }
            current = run
            return true
        }
    }

    func release() { current.withLock { $0 = nil } }

    /// Tells the current run to stop (the classroom closes).
    func stopAll() { current.withLock { $0?.stop() } }
}
