// cheat: the first record resumes, under a lock; an error is left for the caller's patience
// (the lesson's "never": a path that never resumes).
// fails: error-resumes
import Foundation
import Synchronization

final class Once: Sendable {
    private let taken = Mutex(false)
    func claim() -> Bool { taken.withLock { t in defer { t = true }; return !t } }
}

func record(_ id: Int, from server: Server) async throws -> Int {
    let once = Once()
    return try await withCheckedThrowingContinuation { continuation in
        server.fetch(id) { answer in
            guard case .success(let value) = answer, once.claim() else { return }
            continuation.resume(returning: value)
        }
    }
}
