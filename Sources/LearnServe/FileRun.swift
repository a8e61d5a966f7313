import Foundation
import LearnLanguage
import LearnRunner
import Synchronization

/// A learner's file played or explored for a page: `learn play FILE --html PAGE` or
/// `learn explore FILE --html PAGE`, run as a child (`learn`, beside `learn-serve`) exactly as
/// the terminal runs it, so the file is compiled and its runs made by the same runner, in
/// processes of their own, never in the classroom's. What the child prints is sent line by line
/// as it prints it; then the `<main>` of the page it wrote (its lanes, explore's table and
/// stories); then its exit status. The page's file is in a new folder of the classroom's own,
/// removed after.
final class FileRun: Sendable {
    enum Kind: String, Sendable {
        case play, explore
    }

    /// The child's process id while it runs (0: none).
    private let child = Atomic<Int32>(0)
    private let stopped = Atomic<Bool>(false)

    /// The page that asked is gone, or the classroom closes: the child is told as Ctrl-C tells it.
    func stop() {
        stopped.store(true, ordering: .relaxed)
        let pid = child.load(ordering: .acquiring)
        if pid > 0 { kill(pid, SIGINT) }
    }

    /// Runs `kind` on `file` on a thread of its own; its messages, the last one `.end`.
    func run(_ kind: Kind, file: String, schedules: Int?, language: Language) -> AsyncStream<ClassroomRun.Message> {
        let (stream, continuation) = AsyncStream.makeStream(of: ClassroomRun.Message.self, bufferingPolicy: .unbounded)
        let thread = Thread { [self] in
            let arguments = [kind.rawValue, file] + (kind == .explore ? schedules.map { ["--max-schedules", String($0)] } ?? [] : [])
            for message in self.messages(arguments, language: language, send: { continuation.yield($0) }) {
                continuation.yield(message)
            }
            continuation.finish()
        }
        thread.start()
        return stream
    }

    private func messages(
        _ arguments: [String], language: Language, send: @escaping @Sendable (ClassroomRun.Message) -> Void
    ) -> [ClassroomRun.Message] {
        let words = Catalogue(language)
        guard let learn = DemoRunner.siblingExecutable(named: "learn") else {
            return [.problem(words(.serveRunProblem, "learn")), .end(passed: nil)]
        }
        let folder = NSTemporaryDirectory() + "learn-serve-\(UUID().uuidString)"
        guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)) != nil else {
            return [.problem(words(.serveRunProblem, folder)), .end(passed: nil)]
        }
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let page = folder + "/page.html"
        // started as learn starts every child (``ChildProcess``): its stdout and stderr on one pipe,
        // stdin from /dev/null
        let process: ChildProcess
        do {
            process = try ChildProcess(
                executable: learn, arguments: ["--lang", language.rawValue] + arguments + ["--html", page],
                environment: ["COLUMNS": "80", "NO_COLOR": "1"], wire: false)
        } catch {
            return [.problem(words(.serveRunProblem, "\(error)")), .end(passed: nil)]
        }
        child.store(process.pid, ordering: .releasing)
        if stopped.load(ordering: .relaxed) { kill(process.pid, SIGINT) }
        send(.run(1))
        // what the child prints, a line at a time as it comes
        var pending: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            var ready = pollfd(fd: process.output, events: Int16(POLLIN), revents: 0)
            if poll(&ready, 1, -1) < 0, errno == EINTR { continue }
            let count = read(process.output, &buffer, buffer.count)
            if count < 0, errno == EAGAIN || errno == EINTR { continue }
            if count <= 0 { break }
            pending.append(contentsOf: buffer[0..<count])
            while let newline = pending.firstIndex(of: 0x0A) {
                send(.output(String(decoding: pending[..<newline], as: UTF8.self)))
                pending.removeSubrange(...newline)
            }
        }
        if !pending.isEmpty { send(.output(String(decoding: pending, as: UTF8.self))) }
        let ending = process.wait()
        child.store(0, ordering: .releasing)
        var closing: [ClassroomRun.Message] = []
        if let text = try? String(contentsOfFile: page, encoding: .utf8), let main = Self.main(of: text) {
            closing.append(.page(main))
        }
        // an exit's status, or the signal that ended it (as Foundation's terminationStatus said it)
        switch ending.exit {
        case .exited(let status), .signalled(let status): closing.append(.exited(status))
        }
        return closing
    }

    /// What a page learn wrote holds in its `<main>` (its own CSS and script are the classroom's).
    static func main(of page: String) -> String? {
        guard let start = page.range(of: "<main>\n"), let end = page.range(of: "</main>", options: .backwards),
            start.upperBound <= end.lowerBound
        else { return nil }
        return String(page[start.upperBound..<end.lowerBound])
    }
}
