// cheat: the starter with the error path added: every answer resumes, the record or the error,
// so a record with two mirrors resumes its continuation twice.
// fails: resumed-once|problem
import Foundation

func record(_ id: Int, from server: Server) async throws -> Int {
    try await withCheckedThrowingContinuation { continuation in
        server.fetch(id) { answer in
            switch answer {
            case .success(let value): continuation.resume(returning: value)
            case .failure(let error): continuation.resume(throwing: error)
            }
        }
    }
}
