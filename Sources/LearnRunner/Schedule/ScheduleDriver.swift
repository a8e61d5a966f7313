import Foundation
import Glibc
import LearnLanguage
import LearnTrace
import Synchronization

/// What the learner answers when asked which thread goes on.
package enum ScheduleAnswer: Sendable, Equatable {
    case go(Int)
    /// Let the real scheduler finish the run.
    case auto
    /// Ctrl-C: stop the run.
    case stop
}

/// The learner's side of step mode: shows where the threads stand and reads a choice.
/// The runner calls it on its own thread while the demo's threads wait.
package protocol ScheduleConsole: Sendable {
    func decide(_ decision: ScheduleDecision) -> ScheduleAnswer
    /// A scheduled or recorded run has ended: show its token (and a deadlock or mismatch).
    func ended(_ result: RunResult)
    /// The same console in `options`' language, fitting its width (itself when it has no words).
    func speaking(_ options: RenderOptions) -> any ScheduleConsole
}

extension ScheduleConsole {
    package func speaking(_ options: RenderOptions) -> any ScheduleConsole { self }
}

/// The parent's end of the control channel of one scheduled run.
final class ScheduleDriver {
    /// What happened on the channel.
    enum Event {
        /// The learner was asked (the watchdog starts counting again).
        case asked
        case stop
        case deadlock([String])
    }

    let fd: Int32
    private let console: ScheduleConsole?
    private var pending: [UInt8] = []
    private(set) var report: ScheduleReport?
    /// The log's and lanes' name of a thread (by its OS id), from the events read so far.
    var threadName: (Int32) -> String? = { _ in nil }
    /// The words of the run's language: where the threads stood when nothing could go on is
    /// said in them (the child says it in English).
    var words = Catalogue(.en)

    init(fd: Int32, console: ScheduleConsole?) {
        self.fd = fd
        self.console = console
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
    }

    deinit { close(fd) }

    /// Held while `JSONDecoder` decodes a report the hand reader did not take (``ScheduleReport/read(_:)``
    /// takes every report a scheduler writes): the report of a run of 200 threads is hundreds of
    /// kilobytes of JSON, and `JSONDecoder` takes about 12 MB for a moment; explore's runs at
    /// once decode theirs one after the other, so learn never holds two.
    private static let decoding = Mutex(())

    /// Reads what the child sent; asks the learner when it asks. `catchUp` shows
    /// the events sent before the question.
    func service(catchUp: () -> Void) -> Event? {
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n > 0 {
                pending += chunk[..<n]
                continue
            }
            if n < 0 && errno == EINTR { continue }
            break
        }
        var event: Event?
        while let newline = pending.firstIndex(of: 10) {
            let line = String(decoding: pending[..<newline], as: UTF8.self)
            pending.removeFirst(newline + 1)
            if let happened = handle(line[...], catchUp: catchUp) { event = happened }
            if case .stop? = event { return event }
        }
        return event
    }

    private func handle(_ line: Substring, catchUp: () -> Void) -> Event? {
        let body = line.dropFirst(2)
        switch line.first {
        case "D":
            guard var decision = ScheduleMessage.decode(ScheduleDecision.self, body) else { return nil }
            catchUp()
            for i in decision.threads.indices {
                decision.threads[i].name = decision.threads[i].isMain ? "main" : threadName(decision.threads[i].tid)
            }
            let answer = console?.decide(decision) ?? .auto
            switch answer {
            case .go(let number): send("go \(number)\n")
            case .auto: send("auto\n")
            case .stop: return .stop
            }
            return .asked
        case "Z":
            // Read by hand (at once, in parallel with other runs' reports); JSONDecoder decides
            // whatever the hand reader does not take.
            report =
                ScheduleReport.read(ScheduleMessage.visibleEscapes(body))
                ?? Self.decoding.withLock { _ in ScheduleMessage.decode(ScheduleReport.self, body) }
            if let stuck = report?.stuck, !stuck.isEmpty {  // said again with the log's names
                catchUp()
                report?.deadlock = stuck.map { stand in
                    var named = stand
                    named.name = stand.isMain ? "main" : threadName(stand.tid)
                    return named.stuckSentence(words)
                }
            } else if let lines = report?.deadlock {  // the child's codes, worded
                report?.deadlock = lines.map(sayAgain)
            }
            if let lines = report?.deadlock { return .deadlock(lines) }
            return nil
        default:
            return nil
        }
    }

    /// The child's code for why nothing could go on (``ScheduleReport/deadlock``), in the run's language.
    private func sayAgain(_ line: String) -> String {
        switch line {
        case ScheduleReport.noDemoThread: words(.stuckNoDemoThread)
        case ScheduleReport.noThreadCanGoOn: words(.diagNoThreadCanGoOn)
        default: line
        }
    }

    private func send(_ text: String) {
        var bytes = Array(text.utf8)
        while !bytes.isEmpty {
            let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if n < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            guard n > 0 else { return }
            bytes.removeFirst(n)
        }
    }
}
