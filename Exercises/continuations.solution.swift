// Exercise: continuations: one answer from a callback, to `async`.
//
// The exercise's judge (`learn exercise continuations --judge` shows it) owns a `Server` with a
// callback API: `fetch(_:completion:)` returns at once, and each of the record's mirrors that
// answers calls `completion` once: one to three of them, each on a thread of its own, maybe at
// the same time, and one maybe before `fetch` has returned. Their answers agree: the record, or
// the server's error. The judge calls `record(_:from:)` for ids and answers it picks at run time,
// from tasks that share one thread of its own. Make every call return the record, or throw the
// server's error, from the first answer, in every run and under every schedule learn tries,
// with the calls still waiting for the server together, and ThreadSanitizer silent.
import Foundation
import Synchronization

/// Lets one caller through: the first to claim it.
final class FirstClaim: Sendable {
    private let taken = Mutex(false)

    /// True for the first call only, whichever thread makes it.
    func claim() -> Bool {
        taken.withLock { taken in
            defer { taken = true }
            return !taken
        }
    }
}

/// The record `id`, from the server's first answer; throws the server's error if it failed.
func record(_ id: Int, from server: Server) async throws -> Int {
    let first = FirstClaim()
    return try await withCheckedThrowingContinuation { continuation in
        server.fetch(id) { answer in
            guard first.claim() else { return }  // a later mirror: the call has its answer
            continuation.resume(with: answer)  // the record, or the server's error
        }
    }
}
