import Foundation
import LearnRunner
import LearnTrace

/// A runner that hands every request to another and keeps each result, in order: the
/// claims audit reads the runs a lesson made after it has played.
final class RecordingRunner: TargetRunning, @unchecked Sendable {
    private let runner: TargetRunning
    private let lock = NSLock()
    private var kept: [RunResult] = []

    init(_ runner: TargetRunning) { self.runner = runner }

    var results: [RunResult] { lock.withLock { kept } }

    /// A run the lesson made is kept; the runs of a goal's search (`explore` schedules, which
    /// the player makes after a stepped run of a safe variant) are not the lesson's `@run`s.
    func run(_ request: RunRequest, live: (TraceEvent) -> Void) -> RunResult {
        let result = runner.run(request, live: live)
        if case .explore = request.schedule { return result }
        lock.withLock { kept.append(result) }
        return result
    }
}
