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

/// The record `id`, from the server's first answer; throws the server's error if it failed.
func record(_ id: Int, from server: Server) async throws -> Int {
    try await withCheckedThrowingContinuation { continuation in
        server.fetch(id) { answer in
            if case .success(let value) = answer {
                continuation.resume(returning: value)
            }
        }
    }
}
