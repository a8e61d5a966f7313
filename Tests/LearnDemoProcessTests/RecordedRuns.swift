import LearnRunner
import Testing

extension DemoRunner {
    /// Free runs of `request`, recorded, until one gives a replay token, `tries` at most; the run
    /// that gave it, else the last run. A free run records each gate before the thread acts on it,
    /// so under load a thread can be overtaken between the two, and then no schedule takes the
    /// recorded order: learn prints no token and says why (never a token that does not replay;
    /// CI saw it once in about twenty runs of a suite). A run that did not finish ends the tries
    /// (the semaphore demo's lost wake-up hangs it): it gives no token.
    func recordedRun(_ request: RunRequest, tries: Int = 5) -> RunResult {
        var request = request
        request.schedule = .record
        var free = run(request) { _ in }
        for _ in 1..<tries where free.status == .finished && free.scheduleToken == nil {
            #expect(free.noTokenReason != nil, "a recorded run without a token says why")
            free = run(request) { _ in }
        }
        return free
    }
}
