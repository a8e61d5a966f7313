import Foundation
import LearnLanguage
import LearnRunner
import LearnTrace

extension GateScheduler {
    /// What the learner answered in step mode.
    enum Answer {
        /// This thread goes on.
        case go(Int)
        /// Learn's default rule finishes the run.
        case auto
    }

    /// Step mode: shows the learner where every thread stands and reads which goes on; nil (the
    /// real scheduler finishes the run) when the parent is gone.
    func ask() -> Answer? {
        let decision = ScheduleDecision(step: choices.count, threads: stands())
        tracer.flush()  // the learner sees every event up to this point before choosing
        guard let control, control.send("D", decision) else { return nil }
        while let answer = control.readLine() {
            if answer == "auto" { return .auto }
            if answer.hasPrefix("go "), let number = Int(answer.dropFirst(3)), decision.choices.contains(number) {
                return .go(number)
            }
        }
        return nil
    }

    /// Every thread that has reached a gate: at a gate now, or blocked (or done) elsewhere.
    func stands() -> [ThreadStand] {
        let (known, atGate, last, mainThreads) = condition.withLock { (tids, waiting, lastGate, mains) }
        return known.sorted { $0.key < $1.key }.map { number, tid in
            if let gate = atGate[number] {
                return ThreadStand(number: number, tid: tid, isMain: mainThreads.contains(number), state: .atGate, gate: gate)
            }
            return ThreadStand(
                number: number, tid: tid, isMain: mainThreads.contains(number), state: .blocked,
                gate: last[number], waitingIn: ThreadCensus.waitingIn(tid))
        }
    }

    /// When nothing can go on: where each thread stopped, in ``stuck`` (the parent words it, with
    /// the log's thread names), and the report's deadlock a code (``ScheduleReport/deadlock``).
    func describeDeadlock() -> [String] {
        stuck = stands()
        return [stuck?.isEmpty ?? true ? ScheduleReport.noDemoThread : ScheduleReport.noThreadCanGoOn]
    }
}

/// The child's end of the control socket: lines out, lines in.
final class ControlChannel: @unchecked Sendable {
    private let fd: Int32
    private var pending: [UInt8] = []

    init(fd: Int32) { self.fd = fd }

    /// Writes one whole line; false when the parent is gone.
    func send(_ line: String) -> Bool {
        var bytes = Array(line.utf8)
        while !bytes.isEmpty {
            let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return false }
            bytes.removeFirst(n)
        }
        return true
    }

    /// Writes one message (``ScheduleMessage``); false when the parent is gone or the value
    /// cannot be encoded, which is said on stderr (the parent keeps it with the run).
    func send<T: Encodable>(_ tag: Character, _ value: T) -> Bool {
        do {
            return send(try ScheduleMessage.line(tag, value))
        } catch {
            FileHandle.standardError.write(Data("learn __demo: cannot send the scheduler's `\(tag)` message: \(error)\n".utf8))
            return false
        }
    }

    /// Reads one line (blocking); nil at end of stream.
    func readLine() -> String? {
        while true {
            if let newline = pending.firstIndex(of: 10) {
                let line = String(decoding: pending[..<newline], as: UTF8.self)
                pending.removeFirst(newline + 1)
                return line
            }
            var chunk = [UInt8](repeating: 0, count: 256)
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return nil }
            pending += chunk[..<n]
        }
    }
}
