import Foundation
import LearnRunner
import LearnTrace

/// A runner that hands every request to another and keeps each result, in order: the
/// claims audit reads the runs a lesson made after it has played.
final class RecordingRunner: DemoRunning, @unchecked Sendable {
    private let runner: DemoRunning
    private let lock = NSLock()
    private var kept: [RunResult] = []

    init(_ runner: DemoRunning) { self.runner = runner }

    var results: [RunResult] { lock.withLock { kept } }

    func run(_ request: RunRequest, live: (TraceEvent) -> Void) -> RunResult {
        let result = runner.run(request, live: live)
        lock.withLock { kept.append(result) }
        return result
    }
}
