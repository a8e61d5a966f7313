// cheat: the right bridge, plus a timer that throws if no answer has come in a second: the
// server always answers, but only when it likes; a schedule where the timer comes first throws.
// fails: right
import Foundation
import Synchronization

final class Once: Sendable {
    private let taken = Mutex(false)
    func claim() -> Bool { taken.withLock { t in defer { t = true }; return !t } }
}

struct TimedOut: Error {}

func record(_ id: Int, from server: Server) async throws -> Int {
    let once = Once()
    return try await withCheckedThrowingContinuation { continuation in
        server.fetch(id) { answer in
            if once.claim() { continuation.resume(with: answer) }
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + 1) {
            if once.claim() { continuation.resume(throwing: TimedOut()) }
        }
    }
}
