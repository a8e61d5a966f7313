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

    func run(_ request: RunRequest, live: (TraceEvent) -> Void) -> RunResult {
        let result = runner.run(request, live: live)
        lock.withLock { kept.append(result) }
        return result
    }
}
